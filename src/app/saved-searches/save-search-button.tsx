import { useEffect, useMemo, useState } from 'react'
import { useSteadyNavigate } from '@/components/steady-link'
import { toast } from '@/components/toast'
import { paths } from '@/config/paths'
import { useSessionUser } from '@/features/auth/use-session-user'
import { serialiseEstateQuery, type EstateQuery } from '@/features/estates/estate-query'
import { saveSearchButtonMessages as text } from '@/features/saved-searches/messages'
import { pendingSearch } from '@/features/saved-searches/pending-search'
import { inThisLanguage, routerPathOf } from '@/config/languages'
import { useDisplay } from '@/lib/display-choice'
import { lazyPart } from '@/components/lazy-part'

// The dialog, its checks and the calls to the function load on a press: the home page has a few
// hundred bytes to spare.
const saving = lazyPart(() => import('./save-search-dialog'))

/**
 * "Save this search", beside the home page's count. A guest is sent to sign in, the search
 * remembered, and it is saved once they are back signed in. `labels`: the visitor's words for the
 * data's segments and facilities (the filters' labels), for the name the search is offered.
 */
export function SaveSearchButton({
  query,
  labels,
}: {
  query: EstateQuery
  labels?: ReadonlyMap<string, string>
}) {
  const user = useSessionUser()
  const navigate = useSteadyNavigate()
  const [open, setOpen] = useState(false)
  const signedIn = user !== null
  const display = useDisplay()
  const words = useMemo(() => ({ labels, display }), [labels, display])

  useEffect(() => {
    const pending = signedIn && pendingSearch.take()
    if (pending) saving.load().then((part) => part.savePendingSearch(pending, words), console.warn)
  }, [signedIn, words])

  const press = () => {
    if (!user) {
      pendingSearch.remember({ query: serialiseEstateQuery(query).toString() })
      toast.info(text.signInToSave)
      const login = paths.login.href(`${routerPathOf(location.pathname)}${location.search}`)
      if (navigate) navigate(login)
      else location.assign(inThisLanguage(login))
      return
    }
    saving.load().then(
      () => setOpen(true),
      () => toast.error(text.loadFailed),
    )
  }
  const Dialog = open && user ? saving.loaded()?.default : undefined
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        onClick={press}
        onPointerEnter={user ? saving.preload : undefined}
      >
        {text.save}
      </button>
      {Dialog && user ? (
        <Dialog
          query={query}
          words={words}
          emailVerified={user.emailVerified}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}
