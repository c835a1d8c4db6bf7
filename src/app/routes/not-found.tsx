import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { NotFoundMessage } from '@/components/not-found-message'
import { pageTitle } from '@/config/constants'
import { messages } from '@/config/messages'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <>
      <title>{pageTitle('Page not found')}</title>
      <NotFoundMessage
        eyebrow="404"
        title={messages.notFound.title}
        body={messages.notFound.body}
        action={{ label: messages.notFound.action, to: paths.home.href() }}
      />
    </>
  )
}

/** Any route error lands on the 404 page, as the spec says; the cause is logged for us. */
export function RouteErrorPage() {
  const error = useRouteError()
  useEffect(() => {
    if (!isRouteErrorResponse(error) || error.status !== 404) console.error('Route error', error)
  }, [error])
  return <Component />
}
