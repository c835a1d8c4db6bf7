import { BACK_OFFICE_PREFIX } from '@/config/paths'
import { signOut } from '@/features/auth/auth-actions'
import { toast } from '@/components/toast'
import { usePending } from '@/lib/use-schema-form'
import { adminMessages } from '../messages'
import { endPhotoPass } from '../photos/photo-pass'
import { loginFor } from '../session/session'

/**
 * Signs out of the site (the back office shares its session), then opens the login page, which
 * brings the next person back here. `label` for another wording (the session pages').
 */
export function SignOutButton({
  label = adminMessages.signOut,
  className = 'btn btn-sm border-primary-content/40 text-primary-content hover:bg-primary-content/10 bg-transparent shadow-none',
}: {
  label?: string
  className?: string
}) {
  const { pending, run } = usePending()
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() =>
        void run(async () => {
          try {
            await signOut()
            // The photos' cookie holds the session's token: it goes with the session.
            endPhotoPass()
          } catch (error) {
            console.warn('Signing out failed', error)
            toast.error(adminMessages.errors.offline)
            return
          }
          window.location.assign(loginFor(new URL(BACK_OFFICE_PREFIX, window.location.href)))
        })
      }
    >
      {pending ? adminMessages.signingOut : label}
    </button>
  )
}
