import { useRevalidator } from 'react-router'
import { toast } from '@/components/toast'
import { adminApi } from '@/config/paths'
import { isStaffRole } from '@/features/staff/roles'
import {
  staffMemberAnswerSchema,
  staffRemovedAnswerSchema,
  type Member,
  type StaffMember,
} from '@/features/staff/staff-schema'
import { usePending } from '@/lib/use-schema-form'
import { callAdmin } from '../../api/admin-api'
import { failureOf } from '../../api/failure'
import { formatMoment } from '../../format'
import { useConfirm } from '../../layout/use-confirm'
import { adminMessages } from '../../messages'
import { RoleChoice } from './role-choice'

const words = adminMessages.staff

function StaffCard({ person, me }: { person: StaffMember; me: Member }) {
  const { revalidate } = useRevalidator()
  const { ask, element } = useConfirm()
  const { pending, run } = usePending()
  const isMe = person.uid === me.uid
  const role = adminMessages.roleInSentence[person.role]

  const send = (change: () => Promise<string>) =>
    run(async () => {
      try {
        toast.success(await change())
      } catch (error) {
        const failure = failureOf(error)
        toast.error(failure.message)
        if (!failure.askAgain) return
      }
      await revalidate()
    })

  const changeRole = async () => {
    const answer = await ask({
      title: words.confirmChangeTitle,
      description: words.confirmChange(person.name, role),
      confirm: words.change,
      body: <RoleChoice legend={words.newRole} name="role" defaultRole={person.role} />,
    })
    const chosen = answer?.get('role')
    if (!isStaffRole(chosen) || chosen === person.role) return
    await send(async () => {
      const { member } = await callAdmin(
        adminApi.staffMember.href(person.uid),
        staffMemberAnswerSchema,
        { method: 'PATCH', body: { role: chosen } },
      )
      return words.changed(member.name, adminMessages.roleInSentence[member.role])
    })
  }

  const remove = async () => {
    const answer = await ask({
      title: words.confirmRemoveTitle,
      description: words.confirmRemove(person.name, role),
      confirm: words.remove,
      danger: true,
    })
    if (!answer) return
    await send(async () => {
      await callAdmin(adminApi.staffMember.href(person.uid), staffRemovedAnswerSchema, {
        method: 'DELETE',
      })
      return words.removed(person.name)
    })
  }

  const nameId = `staff-${person.uid}`
  return (
    <li
      aria-labelledby={nameId}
      className="border-base-300 flex flex-col gap-4 border-b py-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p id={nameId} className="font-semibold break-words">
          {person.name}
          {isMe ? <span className="badge badge-ghost badge-sm ml-2">{words.you}</span> : null}
        </p>
        <p className="text-base-content/75 text-sm break-words">{person.email}</p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="badge badge-primary badge-sm">{adminMessages.roles[person.role]}</span>
          {person.grantedBy && person.grantedAt ? (
            <span className="text-base-content/70">
              {words.grantedBy(person.grantedBy.name, formatMoment(person.grantedAt))}
            </span>
          ) : null}
        </p>
        {!person.emailVerified ? (
          <p className="text-warning mt-1 text-sm">{words.unconfirmed}</p>
        ) : null}
      </div>
      {isMe ? (
        <p className="text-base-content/70 text-sm sm:max-w-48 sm:text-right">{words.yourRow}</p>
      ) : (
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={pending}
            aria-label={words.changeOf(person.name)}
            onClick={() => void changeRole()}
          >
            {words.change}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline btn-error"
            disabled={pending}
            aria-label={words.removeOf(person.name)}
            onClick={() => void remove()}
          >
            {words.remove}
          </button>
        </div>
      )}
      {element}
    </li>
  )
}

/** Everyone holding a role; an owner's own entry has no buttons (another owner changes it). */
export function StaffList({ staff, me }: { staff: StaffMember[]; me: Member }) {
  return (
    <section aria-labelledby="staff-title">
      <h2 id="staff-title" className="text-2xl">
        {words.listTitle}
      </h2>
      {staff.length ? (
        <ul className="mt-3">
          {staff.map((person) => (
            <StaffCard key={person.uid} person={person} me={me} />
          ))}
        </ul>
      ) : (
        <p className="text-base-content/75 mt-3">{words.empty}</p>
      )}
    </section>
  )
}
