import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { Link, useFetcher } from 'react-router'
import { Spinner } from '@/components/spinner'
import { adminPaths } from '@/config/paths'
import { checkListing } from '@/features/listings/check-listing'
import type { Listing } from '@/features/listings/listing-schema'
import {
  listingMoveNames,
  listingMoves,
  listingStates,
  movesFrom,
} from '@/features/listings/listing-states'
import { can } from '@/features/staff/roles'
import type { Member } from '@/features/staff/staff-schema'
import { formatMoment } from '../../format'
import { ScreenHeading } from '../../layout/screen-states'
import { AgentTab } from './agent-tab'
import type { EditorAnswer, EditorIntent, EditorRefusal, EditorRequest } from './editor-answer'
import type { Editing } from './editor-fields'
import { EstateTab } from './estate-tab'
import {
  fieldId,
  galleryOf,
  sameDraft,
  setIn,
  tidy,
  withGallery,
  type Draft,
} from './listing-draft'
import { MediaTab } from './media-tab'
import { ListingPreview } from './listing-preview'
import { listingWords } from './messages'
import { PhotosTab } from './photos-tab'
import { PlaceTab } from './place-tab'
import { editorTabs, labelOf, shownAt, tabOf, type EditorTab } from './problem-places'
import { StateBadge } from './state-badge'
import { TranslationTab } from './translation-tab'

const words = listingWords.editor

/** The listing's content as the editor holds it: its gallery in the shape the editor writes. */
const draftOf = (listing: Listing): Draft => {
  const draft = {
    record: listing.record,
    translations: listing.translations,
    photos: listing.photos,
  }
  return tidy(withGallery(draft, galleryOf(draft)))
}

type Stored = Pick<Listing, 'revision' | 'state' | 'owner' | 'updatedBy' | 'updatedAt'>
const storedOf = ({ revision, state, owner, updatedBy, updatedAt }: Listing): Stored => ({
  revision,
  state,
  owner,
  updatedBy,
  updatedAt,
})

type Notice = { kind: 'refused'; refusal: EditorRefusal } | { kind: 'done'; text: string }

/** Whether the member may change the listing in its state (listing-changes.ts's rule). */
const mayEdit = (member: Member, stored: Stored) =>
  can(member.role, 'editAnyListing') ||
  (stored.owner.uid === member.uid && listingStates[stored.state].agentEdits)

/** The moves this member may make from this state (the function checks again). */
const movesFor = (member: Member, stored: Stored) =>
  listingMoveNames.filter(
    (move) =>
      can(member.role, listingMoves[move].allow) &&
      movesFrom(move, stored.state) &&
      (can(member.role, 'editAnyListing') || stored.owner.uid === member.uid),
  )

/**
 * One listing's editor (issue 44): its parts in tabs, checked by the site's own rules as it is
 * typed (shown once a save or a move was tried), saved as a new revision from the one it was
 * opened at; another change since is said by name and time, and what is typed stays in the page,
 * as it does when the connection is lost.
 */
export function ListingEditor({ listing, member }: { listing: Listing; member: Member }) {
  const fetcher = useFetcher<EditorAnswer>()
  const [stored, setStored] = useState(() => storedOf(listing))
  const [draft, setDraft] = useState(() => draftOf(listing))
  const [saved, setSaved] = useState(() => draftOf(listing))
  const [tab, setTab] = useState<EditorTab>('estate')
  const [showProblems, setShowProblems] = useState(false)
  const [serverFields, setServerFields] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<Notice | null>(null)
  const focusField = useRef<string | null>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const tabRefs = useRef(new Map<EditorTab, HTMLButtonElement>())

  const pending = fetcher.state !== 'idle'
  const dirty = !sameDraft(draft, saved)
  const readOnly = !mayEdit(member, stored)
  const moves = movesFor(member, stored)

  const problems = useMemo(() => {
    const found = new Map<string, string>()
    for (const { path, message } of checkListing(tidy(draft)).problems)
      if (!found.has(shownAt(path))) found.set(shownAt(path), message)
    for (const [path, message] of Object.entries(serverFields))
      if (!found.has(shownAt(path))) found.set(shownAt(path), message)
    return found
  }, [draft, serverFields])

  const apply = (next: Listing) => {
    setStored(storedOf(next))
    setSaved(draftOf(next))
  }

  // The answer of a save or a move, taken in once, as it arrives (state adjusted while rendering).
  const [answered, setAnswered] = useState<EditorAnswer | undefined>(undefined)
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  if (answer && answer !== answered) {
    setAnswered(answer)
    if (answer.ok) {
      apply(answer.listing)
      setServerFields({})
      const done = listingWords.done[answer.intent]
      setNotice({
        kind: 'done',
        text: typeof done === 'function' ? done(answer.listing.revision) : done,
      })
    } else {
      if (answer.saved) apply(answer.saved)
      if (answer.refusal.kind === 'problems') setServerFields(answer.refusal.fields)
      setNotice({ kind: 'refused', refusal: answer.refusal })
    }
  }

  // A refusal is read first: the focus goes to it.
  useEffect(() => {
    if (notice?.kind === 'refused') noticeRef.current?.focus()
  }, [notice])

  // A field named in the problems' list: its tab opens, then the focus goes to it.
  useEffect(() => {
    if (!focusField.current) return
    document.getElementById(fieldId(focusField.current))?.focus()
    focusField.current = null
  })

  // Leaving the page with changes not saved asks first.
  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    addEventListener('beforeunload', ask)
    return () => removeEventListener('beforeunload', ask)
  }, [dirty])

  const send = (intent: EditorIntent, base = stored.revision) => {
    setShowProblems(true)
    setNotice(null)
    const request: EditorRequest = {
      intent,
      base,
      content: intent === 'save' || dirty ? tidy(draft) : null,
    }
    void fetcher.submit(JSON.stringify(request), { method: 'post', encType: 'text/plain' })
  }

  const edit: Editing = {
    draft,
    readOnly,
    change: (path, value) => {
      setDraft((current) => setIn(current, path, value))
      setServerFields({})
    },
    update: (change) => {
      setDraft(change)
      setServerFields({})
    },
    problem: (name) => (showProblems ? problems.get(name) : undefined),
  }

  const counts = new Map<EditorTab, number>()
  if (showProblems)
    for (const path of problems.keys()) counts.set(tabOf(path), (counts.get(tabOf(path)) ?? 0) + 1)

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = editorTabs.indexOf(tab)
    const next =
      event.key === 'ArrowRight'
        ? editorTabs[(at + 1) % editorTabs.length]
        : event.key === 'ArrowLeft'
          ? editorTabs[(at - 1 + editorTabs.length) % editorTabs.length]
          : event.key === 'Home'
            ? editorTabs[0]
            : event.key === 'End'
              ? editorTabs[editorTabs.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    setTab(next)
    tabRefs.current.get(next)?.focus()
  }

  const title =
    (typeof draft.record.estate_title === 'string' && draft.record.estate_title.trim()) ||
    words.untitled

  return (
    <>
      <p className="mb-4">
        <Link to={adminPaths.listings.pattern} className="link text-sm">
          {words.back}
        </Link>
      </p>
      <ScreenHeading title={title} />
      <div className="-mt-6 mb-8 flex flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <StateBadge state={stored.state} />
          <span data-testid="listing-summary">
            {words.summary(stored.revision, stored.owner.name)}
          </span>
        </p>
        <p className="text-base-content/70">
          {words.changed(stored.updatedBy.name, formatMoment(stored.updatedAt))}
        </p>
        {readOnly ? <p className="mt-2 font-semibold">{words.locked}</p> : null}
      </div>

      {notice?.kind === 'refused' ? (
        <RefusalNotice
          refusal={notice.refusal}
          noticeRef={noticeRef}
          pending={pending}
          onSaveMine={(revision) => send('save', revision)}
          onOpenTheirs={(newest) => {
            apply(newest)
            setDraft(draftOf(newest))
            setServerFields({})
            setNotice(null)
          }}
        />
      ) : null}

      {showProblems && problems.size ? (
        <ProblemList
          problems={problems}
          draft={draft}
          hint={
            notice?.kind === 'refused' && notice.refusal.kind === 'problems'
              ? listingWords.problems.refusedHint
              : listingWords.problems.draftHint
          }
          onOpen={(path) => {
            focusField.current = path
            setTab(tabOf(path))
          }}
        />
      ) : null}

      <div
        role="tablist"
        aria-label={words.tabsLabel}
        className="border-base-300 -mx-5 mb-8 flex overflow-x-auto border-b px-5 sm:mx-0 sm:px-0"
      >
        {editorTabs.map((id) => {
          const count = counts.get(id) ?? 0
          const label = listingWords.tabs[id]
          return (
            <button
              key={id}
              ref={(element) => {
                if (element) tabRefs.current.set(id, element)
              }}
              type="button"
              role="tab"
              id={`tab-${id}`}
              aria-selected={tab === id}
              aria-controls={tab === id ? `panel-${id}` : undefined}
              tabIndex={tab === id ? 0 : -1}
              onKeyDown={onTabKey}
              onClick={() => setTab(id)}
              className={`-mb-px shrink-0 border-b-2 px-4 py-3 text-sm whitespace-nowrap ${tab === id ? 'border-gold-deep font-semibold' : 'border-transparent'}`}
            >
              {count ? words.tabWithProblems(label, count) : label}
            </button>
          )
        })}
      </div>

      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mb-32">
        {tab === 'estate' ? <EstateTab edit={edit} /> : null}
        {tab === 'photos' ? <PhotosTab edit={edit} /> : null}
        {tab === 'place' ? <PlaceTab edit={edit} /> : null}
        {tab === 'agent' ? <AgentTab edit={edit} /> : null}
        {tab === 'media' ? <MediaTab edit={edit} /> : null}
        {tab === 'fr' || tab === 'de' ? <TranslationTab edit={edit} language={tab} /> : null}
        {tab === 'preview' ? <ListingPreview draft={draft} /> : null}
      </div>

      <section
        aria-label={words.actionsLabel}
        className="bg-base-100 border-base-300 sticky bottom-0 -mx-5 flex flex-col gap-3 border-t px-5 py-4 sm:-mx-8 sm:px-8 lg:-mx-14 lg:px-14"
      >
        <p role="status" className="text-sm" data-testid="editor-status">
          {pending ? (
            <span className="flex items-center gap-2">
              <Spinner label={null} />
              {words.saving}
            </span>
          ) : notice?.kind === 'done' && !dirty ? (
            notice.text
          ) : dirty ? (
            words.unsaved
          ) : (
            words.allSaved
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {readOnly ? null : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={pending}
              onClick={() => send('save')}
            >
              {listingWords.actions.save}
            </button>
          )}
          {moves.map((move) => (
            <button
              key={move}
              type="button"
              className={`btn ${move === 'withdraw' ? 'btn-outline btn-error' : 'btn-outline'}`}
              disabled={pending}
              onClick={() => send(move)}
            >
              {listingWords.actions[move]}
            </button>
          ))}
        </div>
      </section>
    </>
  )
}

function RefusalNotice({
  refusal,
  noticeRef,
  pending,
  onSaveMine,
  onOpenTheirs,
}: {
  refusal: EditorRefusal
  noticeRef: RefObject<HTMLDivElement | null>
  pending: boolean
  onSaveMine: (revision: number) => void
  onOpenTheirs: (newest: Listing) => void
}) {
  const refused = listingWords.refused
  const text =
    refusal.kind === 'conflict'
      ? refused.conflict(refusal.by, formatMoment(refusal.at))
      : refusal.kind === 'offline'
        ? refused.offline
        : refusal.kind === 'problems'
          ? listingWords.problems.refusedHint
          : refusal.message
  return (
    <div
      ref={noticeRef}
      tabIndex={-1}
      role="alert"
      data-testid="editor-refusal"
      className="alert alert-error mb-6 flex flex-col items-start gap-3 outline-none"
    >
      <p>{text}</p>
      {refusal.kind === 'conflict' && refusal.newest ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm"
            disabled={pending}
            onClick={() => refusal.newest && onSaveMine(refusal.newest.revision)}
          >
            {refused.saveMine}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={pending}
            onClick={() => refusal.newest && onOpenTheirs(refusal.newest)}
          >
            {refused.openTheirs}
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** Every field that needs another look, by name, each opening its tab at the field. */
function ProblemList({
  problems,
  draft,
  hint,
  onOpen,
}: {
  problems: Map<string, string>
  draft: Draft
  hint: string
  onOpen: (path: string) => void
}) {
  return (
    <section
      aria-labelledby="problems-title"
      className="border-warning bg-base-200 rounded-box mb-8 border-l-4 p-5"
      data-testid="listing-problems"
    >
      <h2 id="problems-title" className="text-xl">
        {listingWords.problems.title(problems.size)}
      </h2>
      <p className="text-base-content/75 mt-1 text-sm">{hint}</p>
      <ul className="mt-3 flex max-h-64 flex-col gap-1 overflow-y-auto">
        {[...problems].map(([path, message]) => (
          <li key={path}>
            <button type="button" className="link text-left text-sm" onClick={() => onOpen(path)}>
              {`${labelOf(path, draft)}: ${message}`}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
