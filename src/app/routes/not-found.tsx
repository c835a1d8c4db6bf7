import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { NotFoundMessage } from '@/components/not-found-message'
import { RetryNotice } from '@/components/retry-notice'
import { pageTitle } from '@/config/constants'
import { paths } from '@/config/paths'
import { appMessages } from '@/app/messages'
import { sharedMessages } from '@/components/messages'
import { pageTitles } from '../messages'

export function Component() {
  return (
    <NotFoundMessage
      eyebrow={appMessages.notFound.eyebrow}
      text={appMessages.notFound}
      to={paths.home.href()}
    />
  )
}

/** The page's code could not be fetched (offline, or a deploy replaced it): not a missing page. */
const isLoadFailure = (error: unknown) =>
  !navigator.onLine ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch|error loading/i.test(
      error.message,
    ))

/** Route errors land on the 404 page, as the spec says, except a page that failed to download. */
export function RouteErrorPage() {
  const error = useRouteError()
  useEffect(() => {
    if (!isRouteErrorResponse(error) || error.status !== 404) console.error('Route error', error)
  }, [error])
  if (isLoadFailure(error)) {
    return (
      <div className="px-5 py-20">
        <title>{pageTitle(pageTitles.offline)}</title>
        <RetryNotice
          message={sharedMessages.pageLoadFailed}
          onRetry={() => window.location.reload()}
        />
      </div>
    )
  }
  return <Component />
}
