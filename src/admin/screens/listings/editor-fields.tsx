import type { ReactNode } from 'react'
import { fieldId, getIn, pathName, textOf, type Draft, type Path } from './listing-draft'

/** What every tab of the editor is given: the draft, how to change it, and each field's problem. */
export type Editing = {
  draft: Draft
  /** Sets the value at the path (undefined: left out). */
  change: (path: Path, value: unknown) => void
  update: (change: (draft: Draft) => Draft) => void
  /** What is wrong with the field at this path, once problems are shown. */
  problem: (name: string) => string | undefined
  readOnly: boolean
}

type FieldProps = {
  edit: Editing
  path: Path
  label: ReactNode
  hint?: ReactNode
  /** The text as the draft keeps it (a number when it is one, by default the text typed). */
  parse?: (text: string) => unknown
  /** Its value as a text, when it is not the draft's value at the path. */
  value?: string
  /** Where its problem is named, when not at its own path. */
  problemAt?: string
  id?: string
  multiline?: boolean
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'url'
  type?: 'text' | 'email' | 'tel' | 'url'
  autoComplete?: string
  lang?: string
}

/** A problem or a hint under a field, as its description. */
function Described({ id, problem, hint }: { id: string; problem?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-base-content/70 text-sm">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="text-error text-sm">
          {problem}
        </p>
      ) : null}
    </>
  )
}

export const describedBy = (id: string, problem?: string, hint?: ReactNode) =>
  [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined

/**
 * A text field of the listing at a path: what is typed is kept as typed (a list's entry as an
 * empty text, any other field left out when emptied), its problem under it.
 */
export function TextField({
  edit,
  path,
  label,
  hint,
  parse,
  value,
  problemAt,
  id,
  multiline = false,
  inputMode,
  type = 'text',
  autoComplete = 'off',
  lang,
}: FieldProps) {
  const name = problemAt ?? pathName(path)
  const elementId = id ?? fieldId(name)
  const problem = edit.problem(name)
  const shown = value ?? textOf(getIn(edit.draft, path))
  const onChange = (text: string) => {
    const inList = typeof path.at(-1) === 'number'
    edit.change(path, parse ? parse(text) : text === '' && !inList ? undefined : text)
  }
  const props = {
    id: elementId,
    value: shown,
    readOnly: edit.readOnly,
    lang,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy(elementId, problem, hint),
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={elementId} className="text-sm font-semibold">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...props}
          rows={6}
          className={`textarea bg-base-100 w-full ${problem ? 'textarea-error' : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...props}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          className={`input bg-base-100 w-full ${problem ? 'input-error' : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <Described id={elementId} problem={problem} hint={hint} />
    </div>
  )
}

/** A choice among a few values, at a path. */
export function SelectField({
  edit,
  path,
  label,
  hint,
  options,
}: {
  edit: Editing
  path: Path
  label: ReactNode
  hint?: ReactNode
  /** Value and words; the value '' leaves the field out. */
  options: { value: string; label: string }[]
}) {
  const name = pathName(path)
  const id = fieldId(name)
  const problem = edit.problem(name)
  const value = textOf(getIn(edit.draft, path))
  const known = options.some((option) => option.value === value)
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={edit.readOnly}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem, hint)}
        className={`select bg-base-100 w-full ${problem ? 'select-error' : ''}`}
        onChange={(event) => edit.change(path, event.target.value || undefined)}
      >
        {/* A value the data holds that is not a choice stays shown until another is chosen. */}
        {known ? null : <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Described id={id} problem={problem} hint={hint} />
    </div>
  )
}

/** A section of a tab, with its heading. */
export function Part({
  title,
  hint,
  children,
}: {
  title: string
  hint?: ReactNode
  children: ReactNode
}) {
  const id = `part-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <div>
        <h2 id={id} className="text-xl">
          {title}
        </h2>
        {hint ? <p className="text-base-content/75 mt-1 text-sm">{hint}</p> : null}
      </div>
      {children}
    </section>
  )
}
