import { useEffect, useRef, useState } from 'react'
import {
  Link,
  replace,
  useLoaderData,
  useLocation,
  useNavigate,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { DataError } from '@/components/data-error'
import { paths } from '@/config/paths'
import { moveId, readCompareIds } from '@/features/compare/compare-address'
import { compareSelection } from '@/features/compare/compare-toggle'
import { compareMessages } from '@/features/compare/messages'
import type { Estate } from '@/features/estates/estate-schema'
import { loadEstates } from '@/features/estates/load-estates'
import { keepChoiceParams } from '@/lib/display-choice'
import { estateMessages } from '@/features/estates/messages'
import { titleOf } from '../../pages'
import { CompareTable, controlId, type ColumnAction } from './compare-table'

/** The page's address for `ids`, keeping the display choice `search` states (`?currency=EUR`). */
function compareAddress(ids: readonly string[], search: string) {
  const choice = keepChoiceParams(search, new URLSearchParams()).toString()
  return `${paths.compare.href(ids)}${choice && `&${choice}`}`
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { estates } = await loadEstates(request.signal)
  // Opened without a selection in its address (a bookmark, Back): the one picked here.
  const picked = compareSelection.list()
  const { search } = new URL(request.url)
  if (!readCompareIds(search).present && picked.length)
    throw replace(
      compareAddress(
        picked.map((pick) => pick.id),
        search,
      ),
    )
  return { estates }
}

/** Reordering and removing rewrite the address: the catalogue is not fetched again for that. */
export const shouldRevalidate = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate

const pickOf = ({ id, title, image }: Estate) => ({ id, title, image })

export function Component() {
  const { estates: catalogue } = useLoaderData<typeof loader>()
  const { search } = useLocation()
  const navigate = useNavigate()
  const messages = compareMessages.page
  const requested = readCompareIds(search)
  const estates = requested.ids.flatMap((id) => catalogue.find((estate) => estate.id === id) ?? [])
  const ids = estates.map((estate) => estate.id)
  const notListed = requested.ids.length - estates.length + requested.unreadable
  // What was left out of the link, said once and kept while the address drops it.
  const [leftOut, setLeftOut] = useState({ notListed: 0, overLimit: 0 })
  const { overLimit } = requested
  if (
    (notListed || overLimit) &&
    (notListed !== leftOut.notListed || overLimit !== leftOut.overLimit)
  )
    setLeftOut({ notListed, overLimit })
  // The control to keep the keyboard on once its column has moved or gone.
  const focusNext = useRef<{ action: ColumnAction; id: string } | null>(null)

  // The address is the truth here: the bar and the toggles follow it, and it keeps only what is
  // shown. Replace, not push: Back leaves the comparison rather than stepping through each click.
  const key = ids.join(',')
  useEffect(() => {
    compareSelection.set(estates.map(pickOf))
    if (notListed || overLimit)
      void navigate(compareAddress(ids, search), { replace: true, preventScrollReset: true })
    // Only when the estates shown change (key), not at each render's new arrays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, notListed, overLimit])

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (!target) return
    const tryOrder: ColumnAction[] =
      target.action === 'left'
        ? ['left', 'right']
        : target.action === 'right'
          ? ['right', 'left']
          : ['remove']
    for (const action of tryOrder) {
      const button = document.getElementById(controlId(action, target.id))
      if (button && !button.hasAttribute('disabled')) return button.focus()
    }
    document.getElementById('compare-heading')?.focus()
  }, [key])

  const show = (next: string[]) =>
    void navigate(compareAddress(next, search), { replace: true, preventScrollReset: true })
  const onMove = (estate: Estate, by: -1 | 1) => {
    focusNext.current = { action: by < 0 ? 'left' : 'right', id: estate.id }
    show(moveId(ids, estate.id, by))
  }
  const onRemove = (estate: Estate) => {
    const index = ids.indexOf(estate.id)
    const rest = ids.filter((id) => id !== estate.id)
    const neighbour = rest[Math.min(index, rest.length - 1)]
    focusNext.current = neighbour && rest.length > 1 ? { action: 'remove', id: neighbour } : null
    show(rest)
  }

  return (
    <section
      aria-labelledby="compare-heading"
      className="mx-auto max-w-layout px-5 pt-14 pb-10 sm:px-8"
    >
      <title>{titleOf('compare')}</title>
      <p className="text-gold-deep text-xs font-semibold tracking-[0.3em] uppercase">
        {messages.eyebrow}
      </p>
      <h1 id="compare-heading" tabIndex={-1} className="mt-3 text-4xl outline-none sm:text-5xl">
        {messages.heading}
      </h1>
      <div role="status" className="mt-4 space-y-1">
        {leftOut.notListed ? (
          <p className="text-secondary">{messages.notListed(leftOut.notListed)}</p>
        ) : null}
        {leftOut.overLimit ? (
          <p className="text-secondary">{messages.overLimit(leftOut.overLimit)}</p>
        ) : null}
      </div>
      {estates.length < 2 ? (
        <div className="bg-base-200 rounded-box mt-8 flex flex-col items-center gap-4 px-6 py-14 text-center">
          <h2 className="text-2xl">{messages.emptyTitle}</h2>
          <p className="text-base-content/75 max-w-xl text-lg">{messages.emptyBody}</p>
          <Link to={paths.home.href()} className="btn btn-primary mt-2">
            {messages.emptyAction}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-base-content/75 mt-4 mb-8 max-w-2xl text-lg">{messages.intro}</p>
          <CompareTable estates={estates} onMove={onMove} onRemove={onRemove} />
        </>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <DataError message={estateMessages.loadFailed} title={titleOf('compare')} />
}
