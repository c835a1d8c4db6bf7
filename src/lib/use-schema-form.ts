import { useCallback, useRef, useState, type FormEvent } from 'react'

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>

/** A form's fields as the browser submits them, by name. */
export type FormValues = Record<string, FormDataEntryValue>

export type Checked<Data, Field extends string> =
  { ok: true; data: Data } | { ok: false; errors: FieldErrors<Field> }

/** What the hook needs of a zod schema. A type only: the hook brings no zod to a page. */
type Schema<Data> = {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Data }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } }
}

/** Checks values with a schema; on failure, the first message of each field, as a form shows it. */
export function checkFields<Data>(
  schema: Schema<Data>,
  values: unknown,
): Checked<Data, Extract<keyof Data, string>> {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message
  return { ok: false, errors }
}

/**
 * Runs one request at a time: while it runs, `pending` disables the buttons, and the ref refuses a
 * second click that arrives before React has re-rendered them disabled. The forms' submit, and the
 * buttons that send without a form (social sign-in, the verification email). Kept in this module:
 * in a file of its own it was one more chunk for every form page.
 */
export function usePending() {
  const running = useRef(false)
  const [pending, setPending] = useState(false)
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    setPending(true)
    try {
      await task()
    } finally {
      running.current = false
      setPending(false)
    }
  }, [])
  return { pending, run }
}

type SchemaFormOptions<Data, Field extends string> = {
  /**
   * The form's zod schema, or a check of its own where the fields are not one schema's (a page
   * that must not download zod, fields that are read together).
   */
  rules: Schema<Data> | ((values: FormValues) => Checked<Data, Field>)
  /** Sends what passed the rules. It may answer with errors to show by their fields. */
  submit: (data: Data, form: HTMLFormElement) => Promise<FieldErrors<NoInfer<Field>> | void>
}

/**
 * Every form's submit: checked on submit only, the first problem shown under each field, one
 * request at a time. The inputs keep what was typed whatever the outcome: resetting is the
 * form's own choice, after a success.
 */
export function useSchemaForm<Data, Field extends string = Extract<keyof Data, string>>({
  rules,
  submit,
}: SchemaFormOptions<Data, Field>) {
  const { pending, run } = usePending()
  const [errors, setErrors] = useState<FieldErrors<Field>>({})

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const values = Object.fromEntries(new FormData(form))
    const checked = typeof rules === 'function' ? rules(values) : checkFields(rules, values)
    setErrors(checked.ok ? {} : (checked.errors as FieldErrors<Field>))
    if (!checked.ok) return
    void run(async () => {
      const found = await submit(checked.data, form)
      if (found) setErrors(found)
    })
  }

  /** A field's name and error, for a FormField. */
  const field = (name: Field) => ({ name, error: errors[name] })

  return { pending, run, errors, onSubmit, field }
}
