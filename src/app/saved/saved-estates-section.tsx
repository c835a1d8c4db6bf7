import { Suspense, use, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { RetryNotice } from '@/components/retry-notice'
import { imageWidths } from '@/config/constants'
import { paths } from '@/config/paths'
import type { Estate } from '@/features/estates/estate-schema'
import { loadEstates } from '@/features/estates/load-estates'
import type { EstateList } from '@/features/estates/parse-estates'
import type { SavedEstate } from '@/features/saved/saved-estates-store'
import { useDisplay } from '@/lib/display-choice'
import { useSyncedSavedEstates } from './use-synced-saved-estates'
import { responsiveSources } from '@/lib/responsive-image'
import { RemoveSavedEstateButton } from './saved-estate-toggle'
import { shortlistMessages } from '@/features/saved/messages'
import { cardPrice } from '@/features/estates/estate-words'
import { estateMessages } from '@/features/estates/messages'
import { langOf } from '@/lib/data-language'

const gridClass = 'grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3'
const cardClass =
  'bg-base-100 flex h-full flex-col overflow-hidden rounded-box shadow-[0_1px_2px_rgb(28_34_48/0.06),0_12px_32px_-12px_rgb(28_34_48/0.18)]'

function SavedEstateCard({ uid, estate }: { uid: string; estate: Estate }) {
  const titleId = `saved-${estate.id}-title`
  const display = useDisplay()
  return (
    <article aria-labelledby={titleId} className={cardClass}>
      <img
        {...responsiveSources(estate.image, imageWidths.estate)}
        sizes="(min-width: 1024px) 400px, (min-width: 768px) 48vw, 100vw"
        width={1200}
        height={800}
        alt=""
        loading="lazy"
        decoding="async"
        className="bg-base-300 aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-6">
        <p
          className="text-gold-deep text-xs font-semibold tracking-[0.2em] uppercase"
          lang={langOf(estate.translation, 'location')}
        >
          {estate.location}
        </p>
        <h3 id={titleId} className="text-xl" lang={langOf(estate.translation, 'title')}>
          {estate.title}
        </h3>
        <p className="text-secondary font-semibold">{cardPrice(estate, display.money)}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          <Link
            to={paths.estate.href(estate.id)}
            className="btn btn-outline btn-primary btn-sm"
            aria-label={estateMessages.card.viewLabel(estate.title)}
          >
            {estateMessages.card.view}
          </Link>
          <RemoveSavedEstateButton uid={uid} id={estate.id} title={estate.title} />
        </div>
      </div>
    </article>
  )
}

function UnavailableCard({ uid, entry }: { uid: string; entry: SavedEstate }) {
  const title = entry.title || shortlistMessages.untitled(entry.id)
  const titleId = `saved-${entry.id}-title`
  return (
    <article aria-labelledby={titleId} className={`${cardClass} bg-base-200 gap-3 p-6`}>
      <p className="badge badge-outline">{shortlistMessages.unavailable}</p>
      <h3 id={titleId} className="text-xl">
        {title}
      </h3>
      <p className="text-base-content/75">{shortlistMessages.unavailableBody}</p>
      <div className="mt-auto">
        <RemoveSavedEstateButton uid={uid} id={entry.id} title={title} />
      </div>
    </article>
  )
}

type Catalogue = { ok: true; list: EstateList } | { ok: false }

/** The catalogue, once per attempt; a failure is a value the section shows, not a thrown error. */
function loadCatalogue(): Promise<Catalogue> {
  return loadEstates().then(
    (list) => ({ ok: true, list }),
    (error: unknown) => {
      console.error('Failed to load the estates', error)
      return { ok: false }
    },
  )
}

function SavedList({
  uid,
  saved,
  catalogue,
  onRetry,
}: {
  uid: string
  saved: readonly SavedEstate[]
  catalogue: Promise<Catalogue>
  onRetry: () => void
}) {
  const loaded = use(catalogue)
  if (!loaded.ok) return <RetryNotice message={shortlistMessages.loadFailed} onRetry={onRetry} />
  const byId = new Map(loaded.list.estates.map((estate) => [estate.id, estate]))
  return (
    <ul className={gridClass}>
      {saved.map((entry) => {
        const estate = byId.get(entry.id)
        return (
          <li key={entry.id}>
            {estate ? (
              <SavedEstateCard uid={uid} estate={estate} />
            ) : (
              <UnavailableCard uid={uid} entry={entry} />
            )}
          </li>
        )
      })}
    </ul>
  )
}

function Loading({ count }: { count: number }) {
  return (
    <div aria-busy="true" className={gridClass}>
      <p role="status" className="sr-only">
        {shortlistMessages.loading}
      </p>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className={cardClass}>
          <div className="skeleton aspect-[3/2] rounded-none" />
          <div className="flex flex-col gap-3 p-6">
            <div className="skeleton h-4 w-1/3" />
            <div className="skeleton h-6 w-3/4" />
            <div className="skeleton h-8 w-40" />
          </div>
        </div>
      ))}
    </div>
  )
}

function SavedBody({
  uid,
  saved,
  onRetry,
}: {
  uid: string
  saved: readonly SavedEstate[]
  onRetry: () => void
}) {
  const wanted = saved.length > 0
  // The catalogue is fetched only once there is something saved to show from it.
  const catalogue = useMemo(() => (wanted ? loadCatalogue() : null), [wanted])
  if (!catalogue) {
    return (
      <div className="bg-base-200 rounded-box mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-12 text-center">
        <p className="font-display text-xl">{shortlistMessages.emptyTitle}</p>
        <p className="text-base-content/75">{shortlistMessages.emptyBody}</p>
        <Link to={paths.home.href()} className="btn btn-primary btn-outline">
          {shortlistMessages.browse}
        </Link>
      </div>
    )
  }
  return (
    <Suspense fallback={<Loading count={saved.length} />}>
      <SavedList uid={uid} saved={saved} catalogue={catalogue} onRetry={onRetry} />
    </Suspense>
  )
}

/** The profile's shortlist: the saved estates as cards, each with a remove button. */
export default function SavedEstatesSection({ uid }: { uid: string }) {
  const saved = useSyncedSavedEstates(uid)
  // A retry starts over with a fresh load.
  const [attempt, setAttempt] = useState(0)
  return (
    <section aria-labelledby="saved-heading" className="mx-auto mt-20 max-w-6xl text-left">
      <h2 id="saved-heading" className="mb-8 text-center text-3xl">
        {shortlistMessages.heading}
      </h2>
      <SavedBody
        key={attempt}
        uid={uid}
        saved={saved}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    </section>
  )
}
