import { accountMessages, authMessages } from './messages'
import { PasswordField } from './account-fields'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ModalDialog } from '@/components/modal-dialog'
import { SubmitButton } from '@/components/submit-button'
import { toast } from '@/components/toast'
import { paths } from '@/config/paths'
import { useSchemaForm, type Checked } from '@/lib/use-schema-form'
import { deleteAccount } from './auth-actions'
import { isCredentialMismatch, isPopupDismissed, readableAuthError } from './auth-errors'
import { hasPassword, type SessionUser } from './session-user'

const account = accountMessages

const providerNames: Record<string, string> = { 'google.com': 'Google', 'github.com': 'GitHub' }

type DeleteAccountDialogProps = { user: SessionUser; onClose: () => void }

/**
 * The confirmation of "Delete account", open from the start: it names what goes, asks for the
 * password again (or the provider's popup for Google and GitHub accounts), then deletes, clears
 * and signs out. Loaded when the button is pressed (see delete-account.tsx).
 */
export function DeleteAccountDialog({ user, onClose }: DeleteAccountDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string>()
  const withPassword = hasPassword(user)
  const providerName =
    providerNames[
      user.providers.find((info) => providerNames[info.providerId])?.providerId ?? ''
    ] ?? 'your provider'

  const { pending, onSubmit, field } = useSchemaForm({
    rules: (values): Checked<{ password?: string }, 'password'> => {
      const password = withPassword ? String(values.password ?? '') : undefined
      return password === ''
        ? { ok: false, errors: { password: authMessages.loginPasswordMissing } }
        : { ok: true, data: { password } }
    },
    submit: async ({ password }) => {
      setFailure(undefined)
      try {
        await deleteAccount(password)
      } catch (error) {
        if (isPopupDismissed(error)) return
        console.warn('Account deletion failed', error)
        if (withPassword && isCredentialMismatch(error)) return { password: account.wrongPassword }
        setFailure(account.deleteFailed(readableAuthError(error)))
        return
      }
      dialog.current?.close()
      toast.success(account.deleted)
      await navigate(paths.home.href(), { replace: true })
    },
  })

  return (
    <ModalDialog
      dialogRef={dialog}
      title={account.deleteTitle}
      description={account.deleteBody}
      busy={pending}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5" aria-busy={pending}>
        {withPassword ? (
          <>
            <p className="text-base-content/75 text-sm">{account.deleteWithPassword}</p>
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={user.email ?? ''}
              readOnly
              hidden
            />
            <PasswordField autoComplete="current-password" {...field('password')} />
          </>
        ) : (
          <p className="text-base-content/75 text-sm">{account.deleteWithProvider(providerName)}</p>
        )}
        {failure ? (
          <p role="alert" className="text-error text-sm">
            {failure}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={pending}
            onClick={() => dialog.current?.close()}
          >
            {account.cancel}
          </button>
          <SubmitButton pending={pending} variant="error">
            {account.deleteConfirm}
          </SubmitButton>
        </div>
      </form>
    </ModalDialog>
  )
}
