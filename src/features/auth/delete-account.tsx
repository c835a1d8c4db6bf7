import { useState } from 'react'
import { toast } from '@/components/toast'
import type * as DialogModule from './delete-account-dialog'
import type { SessionUser } from './session-user'
import { sharedMessages } from '@/components/messages'
import { authMessages } from './messages'

type Dialog = typeof DialogModule.DeleteAccountDialog

/** "Delete account": its confirmation dialog (and the auth code it needs) loads on the press. */
export function DeleteAccount({ user }: { user: SessionUser }) {
  const [Dialog, setDialog] = useState<Dialog | null>(null)
  const [open, setOpen] = useState(false)
  const [loading, setLoading] = useState(false)

  const openDialog = async () => {
    setLoading(true)
    try {
      const { DeleteAccountDialog } = await import('./delete-account-dialog')
      setDialog(() => DeleteAccountDialog)
      setOpen(true)
    } catch (error) {
      console.warn('The delete dialog could not be loaded', error)
      toast.error(sharedMessages.pageLoadFailed)
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-ghost text-error btn-sm"
        onClick={() => void openDialog()}
        disabled={loading}
        aria-haspopup="dialog"
      >
        {authMessages.deleteAccount}
      </button>
      {open && Dialog ? <Dialog user={user} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
