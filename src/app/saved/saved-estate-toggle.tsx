import { useSteadyNavigate } from '@/components/steady-link'
import { toast } from '@/components/toast'
import { paths } from '@/config/paths'
import { getSessionUser, subscribeSession } from '@/features/auth/session'
import { useSessionUser } from '@/features/auth/use-session-user'
import { rememberPendingSave, takePendingSave } from '@/features/saved/pending-save'
import { SaveButton } from '@/features/saved/save-button'
import { savedEstatesStore } from '@/features/saved/saved-estates-store'
import { isSaved } from '@/features/saved/use-saved-estates'
import { useSyncedSavedEstates } from './use-synced-saved-estates'
import { inThisLanguage, routerPathOf } from '@/config/languages'
import { savedMessages } from '@/features/saved/messages'

/**
 * The save toggle for the signed-in person. A guest is sent to sign in, nothing toggled meanwhile;
 * the estate is saved once they have.
 */
export function SavedEstateToggle({
  estate,
  className,
}: {
  estate: { id: string; title: string }
  className?: string
}) {
  const user = useSessionUser()
  const saved = useSyncedSavedEstates(user?.uid)
  // Not React Router's hooks: they would draw every card's toggle again at each navigation.
  const navigate = useSteadyNavigate()
  const pressed = isSaved(saved, estate.id)
  const toggle = () => {
    if (!user) {
      rememberPendingSave({ id: estate.id, title: estate.title })
      toast.info(savedMessages.signInToSave(estate.title))
      const login = paths.login.href(
        `${routerPathOf(window.location.pathname)}${window.location.search}`,
      )
      if (navigate) navigate(login)
      else window.location.assign(inThisLanguage(login))
      return
    }
    // The heart follows what is stored, so a refused write leaves it as it was; the toast says why.
    if (pressed) {
      if (!savedEstatesStore().remove(user.uid, estate.id))
        toast.error(savedMessages.removeFailed(estate.title))
    } else if (!savedEstatesStore().save(user.uid, estate)) {
      toast.error(savedMessages.saveFailed(estate.title))
    }
  }
  return <SaveButton title={estate.title} saved={pressed} onToggle={toggle} className={className} />
}

/** For grids: one function for every card, so memoised cards stay memoised. */
export const renderSaveToggle = (estate: { id: string; title: string }) => (
  <SavedEstateToggle estate={estate} />
)

/** "Remove" on the profile's saved estates. */
export function RemoveSavedEstateButton({
  uid,
  id,
  title,
}: {
  uid: string
  id: string
  title: string
}) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      aria-label={savedMessages.removeLabel(title)}
      onClick={() => {
        if (!savedEstatesStore().remove(uid, id)) toast.error(savedMessages.removeFailed(title))
      }}
    >
      {savedMessages.remove}
    </button>
  )
}

/**
 * The estate a guest pressed save on is saved as soon as they are signed in, however they sign in
 * (login, register, Google, GitHub), and also if this page loads already signed in.
 */
function savePendingEstate() {
  const user = getSessionUser()
  if (!user) return
  const pending = takePendingSave()
  if (!pending) return
  if (savedEstatesStore().save(user.uid, pending)) {
    toast.success(savedMessages.savedAfterSignIn(pending.title))
  } else {
    toast.error(savedMessages.saveFailed(pending.title))
  }
}

if (typeof window !== 'undefined') {
  savePendingEstate()
  subscribeSession(savePendingEstate)
}
