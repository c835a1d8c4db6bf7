import { useRef, useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog'
import { authMessages } from './messages'

const text = authMessages.signOut

/** What this browser keeps for the visitor that someone else using it could see. */
export type KeptOnDevice = { count: number; damagedCopy: boolean }

/**
 * The dialog Logout opens, with what it tells of (see account-menu.tsx), and what must end before
 * this device forgets it (its changes not yet sent to the account).
 */
export type SignOutQuestion = {
  Dialog: typeof SignOutDialog
  kept: KeptOnDevice
  beforeClearing?: () => Promise<unknown>
}

/** The question to ask before signing out; none when this device keeps nothing of theirs. */
export const signOutQuestion = (kept: KeptOnDevice): SignOutQuestion | null =>
  kept.count > 0 || kept.damagedCopy ? { Dialog: SignOutDialog, kept } : null

type SignOutDialogProps = {
  kept: KeptOnDevice
  /** Signs out, clearing what this device keeps or not; false when the sign-out failed. */
  onSignOut: (clearDevice: boolean) => Promise<boolean>
  /** Cancelled (Escape or the button), or the sign-out failed: the visitor is still signed in. */
  onClose: () => void
}

/**
 * Asked on Logout when this device keeps the visitor's saved estates: sign out keeping them, or
 * clearing them from this device. Loaded on that press (see account-menu.tsx).
 */
export function SignOutDialog({ kept, onSignOut, onClose }: SignOutDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  // Not usePending: sharing it with the auth pages' forms would split their chunk in two.
  const [pending, setPending] = useState(false)

  const choose = async (clearDevice: boolean) => {
    setPending(true)
    if (await onSignOut(clearDevice)) return // Signed out: the account menu, and this, go.
    setPending(false)
    dialog.current?.close()
  }

  const button = (kind: 'keep' | 'clear', look: string) => (
    <button
      type="button"
      className={`btn ${look} w-full`}
      disabled={pending}
      onClick={() => void choose(kind === 'clear')}
    >
      {text[kind]}
    </button>
  )

  return (
    <ModalDialog
      dialogRef={dialog}
      title={text.title}
      description={kept.count > 0 ? text.body(kept.count) : text.bodyDamagedCopy}
      busy={pending}
      onClose={onClose}
    >
      <div className="mt-7 flex flex-col gap-3">
        {button('keep', 'btn-primary')}
        {button('clear', 'btn-outline')}
        <button
          type="button"
          className="btn btn-ghost w-full"
          disabled={pending}
          onClick={() => dialog.current?.close()}
        >
          {text.cancel}
        </button>
      </div>
    </ModalDialog>
  )
}
