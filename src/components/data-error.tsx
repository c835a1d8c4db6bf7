import { useEffect } from 'react'
import { useRevalidator, useRouteError } from 'react-router'
import { RetryNotice } from './retry-notice'

/** A route's data failed to load: log it, say so, offer a retry (never the 404 page). */
export function DataError({ message, title }: { message: string; title: string }) {
  const error = useRouteError()
  const { revalidate, state } = useRevalidator()
  useEffect(() => console.error(message, error), [message, error])
  return (
    <div className="px-5 py-20">
      <title>{title}</title>
      <RetryNotice message={message} busy={state === 'loading'} onRetry={() => void revalidate()} />
    </div>
  )
}
