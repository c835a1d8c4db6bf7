import { useRef, useState, type ReactNode } from 'react'
import { ModalDialog } from '@/components/modal-dialog'
import { adminMessages } from '../messages'

type Question = {
  title: string
  description: ReactNode
  confirm: string
  /** A removal: the confirming button in the error colour. */
  danger?: boolean
  /** Choices inside the question (a new role), read when it is confirmed. */
  body?: ReactNode
}

/**
 * A question before a change that matters (a role granted, changed, removed): `ask` opens the
 * site's modal dialog and resolves with what its form holds once confirmed (the choices of its
 * body), null when cancelled or closed.
 */
export function useConfirm() {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState<(Question & { answer: (form: FormData | null) => void }) | null>(
    null,
  )

  const ask = (question: Question) =>
    new Promise<FormData | null>((resolve) => {
      setOpen({ ...question, answer: resolve })
    })

  const close = (form: FormData | null) => {
    open?.answer(form)
    setOpen(null)
  }

  const element = open ? (
    <ModalDialog
      dialogRef={dialog}
      title={open.title}
      description={open.description}
      onClose={() => close(null)}
    >
      <form
        method="dialog"
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault()
          close(new FormData(event.currentTarget))
        }}
      >
        {open.body}
        <div className="mt-7 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-ghost" onClick={() => close(null)}>
            {adminMessages.staff.cancel}
          </button>
          <button type="submit" className={`btn ${open.danger ? 'btn-error' : 'btn-primary'}`}>
            {open.confirm}
          </button>
        </div>
      </form>
    </ModalDialog>
  ) : null

  return { ask, element }
}
