import { useEffect, useId, type ReactNode, type RefObject } from 'react'

type ModalDialogProps = {
  /** The caller's handle on the element, to close it (`dialogRef.current?.close()`). */
  dialogRef: RefObject<HTMLDialogElement | null>
  title: string
  /** What is asked, read out with the title as focus moves in. */
  description: ReactNode
  /** A request is under way: Escape does not close it. */
  busy?: boolean
  /** It closed: by Escape, by a button, or by the caller. */
  onClose: () => void
  children: ReactNode
}

/**
 * The site's modal dialog, open from the start: the browser's own (showModal) moves focus in,
 * makes the page behind inert and closes on Escape. A phone's width less its margins, up to 32rem.
 */
export function ModalDialog({
  dialogRef,
  title,
  description,
  busy = false,
  onClose,
  children,
}: ModalDialogProps) {
  const titleId = useId()
  const bodyId = useId()

  useEffect(() => {
    dialogRef.current?.showModal()
  }, [dialogRef])

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="bg-base-100 text-base-content rounded-box m-auto w-[calc(100%-2.5rem)] max-w-lg p-6 shadow-xl backdrop:bg-black/50 sm:p-8"
      onClose={onClose}
      onCancel={(event) => {
        if (busy) event.preventDefault()
      }}
    >
      <div className="text-left">
        <h2 id={titleId} className="text-2xl">
          {title}
        </h2>
        <p id={bodyId} className="text-base-content/75 mt-4">
          {description}
        </p>
        {children}
      </div>
    </dialog>
  )
}
