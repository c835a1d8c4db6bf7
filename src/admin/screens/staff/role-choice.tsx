import { staffRoles, type StaffRole } from '@/features/staff/roles'
import { adminMessages } from '../../messages'

/** The three roles as radio choices, each with what it may do. */
export function RoleChoice({
  legend,
  name = 'role',
  defaultRole,
  error,
}: {
  legend: string
  name?: string
  defaultRole?: StaffRole
  error?: string
}) {
  const errorId = `${name}-choice-error`
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {staffRoles.map((role) => (
        <label
          key={role}
          className="border-base-300 has-[:checked]:border-gold-deep has-[:checked]:bg-base-200 rounded-field grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 border px-4 py-3"
        >
          <input
            type="radio"
            name={name}
            value={role}
            defaultChecked={role === defaultRole}
            className="radio radio-sm row-span-2 mt-1"
          />
          <span className="font-semibold">{adminMessages.roles[role]}</span>
          <span className="text-base-content/75 col-start-2 text-sm">
            {adminMessages.roleDescriptions[role]}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
