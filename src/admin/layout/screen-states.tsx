import { useEffect } from 'react'
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router'
import { adminMessages } from '../messages'
import { AdminOfflineError } from '../api/admin-api'
import type { StaffRole } from '@/features/staff/roles'
import { Spinner } from '@/components/spinner'
import { PlainFrame } from './brand'

/** A screen's heading and its introduction, with the page's title. */
export function ScreenHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className="mb-8 sm:mb-10">
      <title>{adminMessages.title(title)}</title>
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      {intro ? <p className="text-base-content/75 mt-3 max-w-2xl">{intro}</p> : null}
    </header>
  )
}

export function ScreenNotFound() {
  return (
    <>
      <ScreenHeading title={adminMessages.notFound.title} />
      <p>{adminMessages.notFound.body}</p>
    </>
  )
}

export function ScreenNotAllowed({ role }: { role: StaffRole }) {
  return (
    <>
      <ScreenHeading title={adminMessages.notAllowed.title} />
      <p>{adminMessages.notAllowed.body(adminMessages.roleInSentence[role])}</p>
    </>
  )
}

function Unreachable() {
  const error = useRouteError()
  const { revalidate, state } = useRevalidator()
  const offline = error instanceof AdminOfflineError || !navigator.onLine
  useEffect(() => {
    if (!offline) console.error('Back office error', error)
  }, [error, offline])
  if (isRouteErrorResponse(error) && error.status === 404) return <ScreenNotFound />
  return (
    <>
      <ScreenHeading
        title={adminMessages.unreachable.title}
        intro={adminMessages.unreachable.body}
      />
      <button
        type="button"
        className="btn btn-primary"
        disabled={state === 'loading'}
        onClick={() => (offline ? void revalidate() : location.reload())}
      >
        {adminMessages.unreachable.retry}
      </button>
    </>
  )
}

/** A screen whose data or code could not be fetched, inside the layout: say so, offer to retry. */
export const ScreenError = Unreachable

/** The same, when not even the layout could be drawn (who is there could not be asked). */
export function AdminError() {
  return (
    <PlainFrame>
      <Unreachable />
    </PlainFrame>
  )
}

/** While the back office first asks who is there: the brand, and a calm word that it is coming. */
export function AdminLoading() {
  return (
    <PlainFrame>
      <p className="text-base-content/75 flex items-center gap-3">
        <Spinner label={null} />
        {adminMessages.loading}
      </p>
    </PlainFrame>
  )
}
