import { useState } from 'react'
import { toast } from '@/components/toast'
import { lazyPart, useLazyPart } from '@/components/lazy-part'
import type { SessionUser } from './session-user'
import { sharedMessages } from '@/components/messages'
import { authMessages } from './messages'

/** Its confirmation dialog (and the auth code it needs) loads on the press. */
const deleteAccountDialog = lazyPart(() =>
  import('./delete-account-dialog').then((module) => module.DeleteAccountDialog),
)

/** "Delete account", opening its confirmation dialog. */
export function DeleteAccount({ user }: { user: SessionUser }) {
  const dialog = useLazyPart(deleteAccountDialog, { now: false })
  const Dialog = dialog.value
  const [open, setOpen] = useState(false)

  const openDialog = () =>
    dialog.load().then(
      () => setOpen(true),
      () => toast.error(sharedMessages.pageLoadFailed),
    )

  return (
    <>
      <button
        type="button"
        className="btn btn-ghost text-error btn-sm"
        onClick={openDialog}
        disabled={dialog.status === 'loading'}
        aria-haspopup="dialog"
      >
        {authMessages.deleteAccount}
      </button>
      {open && Dialog ? <Dialog user={user} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
