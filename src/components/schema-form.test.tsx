import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as z from 'zod/mini'
import { FormField } from '@/components/form-field'
import { SubmitButton } from '@/components/submit-button'
import { checkFields, useSchemaForm, type Checked, type FieldErrors } from '@/lib/use-schema-form'

const rules = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'Name is required', abort: true })),
  code: z
    .string()
    .check(
      z.minLength(1, { error: 'Code is required', abort: true }),
      z.regex(/^\d+$/, 'Digits only'),
      z.minLength(4, 'Four digits at least'),
    ),
})
type Member = z.infer<typeof rules>
type Send = (data: Member) => Promise<FieldErrors<keyof Member> | void>

function MemberForm({ send }: { send: Send }) {
  const { pending, onSubmit, field } = useSchemaForm({ rules, submit: (data) => send(data) })
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending}>
      <FormField label="Name" {...field('name')} />
      <FormField label="Code" {...field('code')} />
      <SubmitButton pending={pending}>Join</SubmitButton>
    </form>
  )
}

/** A promise the test settles when it wants: the request "under way" meanwhile. */
function deferred() {
  let settle: (value?: FieldErrors<keyof Member>) => void = () => {}
  const promise = new Promise<FieldErrors<keyof Member> | void>((resolve) => (settle = resolve))
  return { promise, settle }
}

describe('useSchemaForm', () => {
  it('checks on submit only, and shows the first problem under each field', async () => {
    const user = userEvent.setup()
    const send = vi.fn<Send>(async () => {})
    render(<MemberForm send={send} />)

    await user.type(screen.getByLabelText('Code'), 'ab')
    expect(screen.queryByText('Digits only')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Join' }))
    const name = screen.getByLabelText('Name')
    const code = screen.getByLabelText('Code')
    expect(name).toBeInvalid()
    expect(name).toHaveAccessibleDescription('Name is required')
    // Two rules fail on "ab": the first one speaks.
    expect(code).toHaveAccessibleDescription('Digits only')
    expect(screen.queryByText('Four digits at least')).not.toBeInTheDocument()
    expect(code).toHaveValue('ab')
    expect(send).not.toHaveBeenCalled()
  })

  it('sends what passed the rules, clears the errors, and sends once while under way', async () => {
    const user = userEvent.setup()
    const request = deferred()
    const send = vi.fn<Send>(() => request.promise)
    render(<MemberForm send={send} />)
    await user.click(screen.getByRole('button', { name: 'Join' }))
    expect(screen.getByText('Name is required')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Name'), '  Ada  ')
    await user.type(screen.getByLabelText('Code'), '1815{Enter}')
    expect(send).toHaveBeenCalledWith({ name: 'Ada', code: '1815' })
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Name')).not.toBeInvalid()
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled()

    // The disabled button aside: a second submit (a script's, a fast Enter) sends nothing either.
    fireEvent.submit(screen.getByLabelText('Code').closest('form')!)
    expect(send).toHaveBeenCalledTimes(1)

    request.settle()
    // The button is there all along: wait for it to be enabled, not for it to be found.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled())
  })

  it("shows the answer's errors under their fields and keeps what was typed", async () => {
    const user = userEvent.setup()
    render(<MemberForm send={async () => ({ code: 'That code is taken' })} />)
    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.type(screen.getByLabelText('Code'), '1815')
    await user.click(screen.getByRole('button', { name: 'Join' }))

    expect(await screen.findByText('That code is taken')).toBeInTheDocument()
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('That code is taken')
    expect(screen.getByLabelText('Name')).toHaveValue('Ada')
    expect(screen.getByLabelText('Code')).toHaveValue('1815')
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled()
  })

  it('takes a check of its own where the fields are not one schema', async () => {
    const user = userEvent.setup()
    const send = vi.fn<(data: { words: number }) => Promise<void>>(async () => {})
    const countWords = (
      values: Record<string, FormDataEntryValue>,
    ): Checked<{ words: number }, 'note'> => {
      const words = String(values.note).split(/\s+/).filter(Boolean).length
      return words >= 2
        ? { ok: true, data: { words } }
        : { ok: false, errors: { note: 'Two words at least' } }
    }
    function NoteForm() {
      const { pending, onSubmit, field } = useSchemaForm({ rules: countWords, submit: send })
      return (
        <form noValidate onSubmit={onSubmit}>
          <FormField label="Note" {...field('note')} />
          <SubmitButton pending={pending}>Save</SubmitButton>
        </form>
      )
    }
    render(<NoteForm />)
    await user.type(screen.getByLabelText('Note'), 'one')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription('Two words at least')

    await user.type(screen.getByLabelText('Note'), ' two')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(send).toHaveBeenCalledWith({ words: 2 }, expect.any(HTMLFormElement))
    expect(screen.queryByText('Two words at least')).not.toBeInTheDocument()
  })
})

describe('checkFields', () => {
  it('keeps the first message of each field and the parsed data', () => {
    expect(checkFields(rules, { name: ' ', code: 'x' })).toEqual({
      ok: false,
      errors: { name: 'Name is required', code: 'Digits only' },
    })
    expect(checkFields(rules, { name: ' Ada ', code: '1815' })).toEqual({
      ok: true,
      data: { name: 'Ada', code: '1815' },
    })
  })
})
