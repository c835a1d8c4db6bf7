import { isDeepStrictEqual } from 'node:util'
import type { TranslatedLanguage } from '@/config/languages'
import type { AuditLog } from './admin-deps'
import { can } from '@/features/staff/roles'
import type { Actor, Member } from '@/features/staff/staff-schema'
import { checkListing, type ListingProblem } from '@/features/listings/check-listing'
import {
  LISTING_ID_PATTERN,
  type JsonObject,
  type Listing,
  type ListingContent,
} from '@/features/listings/listing-schema'
import {
  listingMoves,
  listingStates,
  movesFrom,
  type ListingMove,
} from '@/features/listings/listing-states'
import type { ListingRevision, ListingStore } from './admin-deps'

/**
 * The listings' rules (issue 44), the one way for the admin function and for
 * `npm run catalogue:import` alike: who sees and changes which listing, and every change a new
 * revision.
 *
 * Without transactions (the local Firestore has none, and what is tested is what deploys), the
 * one atomic step is creating a document that does not exist: a change from revision b creates
 * revision b+1. Two changes from the same revision race for that number and one wins; the other
 * is refused "changed by NAME at TIME" and keeps its typing in its page. Then the head
 * (`listings/{id}`, what the list queries) is set to the new revision; a read trusts the newest
 * revision over a head a failed write left behind, and sets the head again.
 */

export type ListingDeps = { listings: ListingStore; audit: AuditLog; now: () => number }

/** Who acts: a member of staff, by their role. */
type Editor = Pick<Member, 'uid' | 'name' | 'role'>

export type Refusal =
  | { reason: 'not-found' }
  /** Not for this member: an agent's listing in review or published, or a move not theirs. */
  | { reason: 'forbidden' }
  | { reason: 'conflict'; newest: ListingRevision }
  /** The move does not start from the listing's state. */
  | { reason: 'wrong-state'; state: ListingRevision['state'] }
  /** The listing's state (or the move's) wants a listing without problems. */
  | { reason: 'incomplete'; problems: ListingProblem[] }
  | { reason: 'taken' }

export type Outcome =
  { ok: true; id: string; revision: ListingRevision } | ({ ok: false } & Refusal)

const refuse = (refusal: Refusal): Outcome => ({ ok: false, ...refusal })

const actorOf = ({ uid, name }: Editor): Actor => ({ uid, name })

/** The listing as the back office edits it. */
export const listingOf = (id: string, revision: ListingRevision): Listing => ({
  id,
  state: revision.state,
  revision: revision.n,
  record: revision.record,
  translations: revision.translations,
  photos: revision.photos,
  owner: revision.owner,
  updatedBy: revision.by,
  updatedAt: revision.at,
})

/** Whether the member may see the listing at all: admins and owners every one, an agent theirs. */
export const mayOpen = (editor: Editor, revision: ListingRevision) =>
  can(editor.role, 'editAnyListing') || revision.owner.uid === editor.uid

/** Whether the member may save it in its state: an agent only their own in a state they edit. */
const mayEdit = (editor: Editor, revision: ListingRevision) =>
  can(editor.role, 'editAnyListing') ||
  (revision.owner.uid === editor.uid && listingStates[revision.state].agentEdits)

/** The listing's newest revision, null when there is none or it was deleted. */
export async function currentRevision(deps: ListingDeps, id: string) {
  const newest = await deps.listings.newest(id)
  return newest && newest.action !== 'delete' ? newest : null
}

/** The listing for this member, its head set again when a failed write left it behind. */
export async function readListing(deps: ListingDeps, id: string, editor: Editor) {
  const current = await currentRevision(deps, id)
  if (!current || !mayOpen(editor, current)) return null
  const head = await deps.listings.head(id)
  if (!head || head.n < current.n) await deps.listings.putHead(id, current)
  return listingOf(id, current)
}

/** The content as stored: the record's id is the listing's, nothing else is touched. */
const contentOf = (id: string, content: ListingContent): ListingContent => ({
  record: { ...content.record, id },
  translations: content.translations,
  photos: content.photos,
})

/** Creates revision `next.n`, then sets the head; the newest revision when another came first. */
async function write(deps: ListingDeps, id: string, next: ListingRevision): Promise<Outcome> {
  if (!(await deps.listings.addRevision(id, next))) {
    const newest = await deps.listings.newest(id)
    return newest ? refuse({ reason: 'conflict', newest }) : refuse({ reason: 'not-found' })
  }
  if (next.action === 'delete') await deps.listings.removeHead(id)
  else await deps.listings.putHead(id, next)
  return { ok: true, id, revision: next }
}

/**
 * The listing to change from revision `base`: refused when it does not exist for this member, or
 * when it has changed since (the newest revision says by whom, and when).
 */
async function changing(
  deps: ListingDeps,
  id: string,
  base: number,
  editor: Editor,
): Promise<{ ok: true; current: ListingRevision } | { ok: false; outcome: Outcome }> {
  const current = await currentRevision(deps, id)
  if (!current || !mayOpen(editor, current))
    return { ok: false, outcome: refuse({ reason: 'not-found' }) }
  if (base !== current.n)
    return { ok: false, outcome: refuse({ reason: 'conflict', newest: current }) }
  return { ok: true, current }
}

/** A new draft of this member, under the id asked for or the next free number. */
export async function createListing(
  deps: ListingDeps,
  asked: string | undefined,
  editor: Editor,
): Promise<Outcome> {
  const at = deps.now()
  const draft = (id: string): ListingRevision => ({
    n: 1,
    state: 'draft',
    record: { id },
    translations: {},
    photos: [],
    owner: actorOf(editor),
    by: actorOf(editor),
    at,
    action: 'create',
  })
  if (asked) {
    const outcome = await write(deps, asked, draft(asked))
    return outcome.ok ? outcome : refuse({ reason: 'taken' })
  }
  // The catalogue's ids are numbers: the next one after the highest (a deleted listing's number
  // stays taken, its revisions kept, so a few are tried).
  const numbers = (await deps.listings.heads({})).map(({ id }) => Number(id))
  let next = Math.max(0, ...numbers.filter(Number.isSafeInteger)) + 1
  for (let tries = 0; tries < 20; tries += 1, next += 1) {
    const outcome = await write(deps, String(next), draft(String(next)))
    if (outcome.ok) return outcome
  }
  return refuse({ reason: 'taken' })
}

/**
 * A listing a file or a feed brings (issue 46, decision 058): a new draft at revision 1 with its
 * content, by "import"; never published by the import. Refused `taken` when the id exists (even
 * deleted).
 */
export async function createImportedDraft(
  deps: ListingDeps,
  id: string,
  content: ListingContent,
  editor: Editor,
): Promise<Outcome> {
  const outcome = await write(deps, id, {
    ...contentOf(id, content),
    n: 1,
    state: 'draft',
    owner: actorOf(editor),
    by: actorOf(editor),
    at: deps.now(),
    action: 'import',
  })
  return outcome.ok ? outcome : refuse({ reason: 'taken' })
}

/**
 * Saves the content as the revision after `base`. A draft (or a withdrawn listing) is saved as it
 * is, problems and all; a listing in review or published only without a problem.
 */
export async function saveListing(
  deps: ListingDeps,
  id: string,
  base: number,
  content: ListingContent,
  editor: Editor,
): Promise<Outcome> {
  const found = await changing(deps, id, base, editor)
  if (!found.ok) return found.outcome
  const { current } = found
  if (!mayEdit(editor, current)) return refuse({ reason: 'forbidden' })
  const saved = contentOf(id, content)
  if (listingStates[current.state].complete) {
    const { problems } = checkListing(saved)
    if (problems.length) return refuse({ reason: 'incomplete', problems })
  }
  return write(deps, id, {
    ...saved,
    n: base + 1,
    state: current.state,
    owner: current.owner,
    by: actorOf(editor),
    at: deps.now(),
    action: 'save',
  })
}

const titleOf = (record: JsonObject, id: string) =>
  typeof record.estate_title === 'string' && record.estate_title.trim()
    ? record.estate_title.trim()
    : id

/** A move from state to state (listing-states.ts), logged when the table says so. */
export async function moveListing(
  deps: ListingDeps,
  id: string,
  move: ListingMove,
  base: number,
  editor: Editor,
): Promise<Outcome> {
  const rule = listingMoves[move]
  if (!can(editor.role, rule.allow)) return refuse({ reason: 'forbidden' })
  const found = await changing(deps, id, base, editor)
  if (!found.ok) return found.outcome
  const { current } = found
  if (!movesFrom(move, current.state))
    return refuse({ reason: 'wrong-state', state: current.state })
  if (listingStates[rule.to].complete) {
    const { problems } = checkListing(current)
    if (problems.length) return refuse({ reason: 'incomplete', problems })
  }
  const at = deps.now()
  const outcome = await write(deps, id, {
    ...current,
    n: base + 1,
    state: rule.to,
    by: actorOf(editor),
    at,
    action: move,
  })
  if (outcome.ok && rule.audit)
    await deps.audit.append({
      at,
      by: actorOf(editor),
      action: rule.audit,
      target: { kind: 'listing', id, label: titleOf(current.record, id) },
      detail: { from: current.state, to: rule.to, revision: base + 1 },
    })
  return outcome
}

/**
 * Deletes a listing (owners and admins): a last revision says so, so that a change from an older
 * one is refused rather than bringing it back, and the head goes. The revisions stay, as the
 * audit log's evidence; the id is not given again.
 */
export async function deleteListing(
  deps: ListingDeps,
  id: string,
  base: number,
  editor: Editor,
): Promise<Outcome> {
  const found = await changing(deps, id, base, editor)
  if (!found.ok) return found.outcome
  const { current } = found
  const at = deps.now()
  const outcome = await write(deps, id, {
    ...current,
    n: base + 1,
    by: actorOf(editor),
    at,
    action: 'delete',
  })
  if (outcome.ok)
    await deps.audit.append({
      at,
      by: actorOf(editor),
      action: 'listing.delete',
      target: { kind: 'listing', id, label: titleOf(current.record, id) },
      detail: { state: current.state, revision: base + 1 },
    })
  return outcome
}

/** What setting a listing back did: nothing (it was so already), published again, or withdrawn. */
export type SetBack = 'kept' | 'restored' | 'withdrawn'

const sameContent = (a: ListingContent, b: ListingContent) =>
  isDeepStrictEqual(
    { record: a.record, translations: a.translations, photos: a.photos },
    { record: b.record, translations: b.translations, photos: b.photos },
  )

/**
 * A restored catalogue version sets a listing back (decision 053): to `published` with the content
 * of the revision that version published (`to`), or withdrawn when the version did not hold it
 * (`to` null). A new revision on top of the newest, never a rewrite, so the history shows the
 * restore and the next publish starts from the restored listing; one already as asked is left. A
 * deleted listing the version held comes back: the site shows it again. Says what it did, and the
 * listing's revision now.
 */
export async function setListingBack(
  deps: ListingDeps,
  id: string,
  to: ListingRevision | null,
  by: Actor,
): Promise<{ done: SetBack; revision: number }> {
  // A save may come in between: its revision is on top of ours, or ours is on top of it.
  for (let tries = 0; tries < 5; tries += 1) {
    const newest = await deps.listings.newest(id)
    const gone = !newest || newest.action === 'delete'
    if (!to && (gone || newest.state !== 'published'))
      return { done: 'kept', revision: newest?.n ?? 0 }
    if (to && !gone && newest.state === 'published' && sameContent(newest, to))
      return { done: 'kept', revision: newest.n }
    const next: ListingRevision = to
      ? {
          ...contentOf(id, to),
          n: (newest?.n ?? 0) + 1,
          state: 'published',
          owner: newest?.owner ?? to.owner,
          by,
          at: deps.now(),
          action: 'restore',
        }
      : { ...newest!, n: newest!.n + 1, state: 'withdrawn', by, at: deps.now(), action: 'restore' }
    const outcome = await write(deps, id, next)
    if (outcome.ok) return { done: to ? 'restored' : 'withdrawn', revision: next.n }
  }
  throw new Error(`The listing ${id} kept changing while it was set back`)
}

/** A data file's estates and their translations, as public/data.json and its siblings hold them. */
export type Catalogue = {
  /** Where it was read from, for the log: `public/data.json`. */
  source: string
  records: readonly unknown[]
  translations: Partial<Record<TranslatedLanguage, Record<string, unknown>>>
}

export type ImportReport = {
  created: string[]
  /** Already listed (or deleted since an import): left as they are. */
  kept: string[]
  /** Records without a usable id: not imported. */
  refused: string[]
  /** What each created listing would need to be published again: the site shows it today. */
  problems: Record<string, ListingProblem[]>
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The catalogue moves in: each estate a published listing at revision 1, by the import; one the
 * store already has (even deleted) is left alone, so a second run changes nothing. One entry in
 * the audit log for a run that created any.
 */
export async function importCatalogue(
  deps: ListingDeps,
  catalogue: Catalogue,
  by: Actor,
): Promise<ImportReport> {
  const report: ImportReport = { created: [], kept: [], refused: [], problems: {} }
  const at = deps.now()
  for (const [index, record] of catalogue.records.entries()) {
    const id = isObject(record) ? String(record.id ?? '') : ''
    if (!isObject(record) || !LISTING_ID_PATTERN.test(id)) {
      report.refused.push(id || `record ${index + 1}`)
      continue
    }
    if (await deps.listings.newest(id)) {
      report.kept.push(id)
      continue
    }
    const translations: ListingContent['translations'] = {}
    for (const [language, entries] of Object.entries(catalogue.translations)) {
      const entry = entries?.[id]
      if (isObject(entry)) translations[language as TranslatedLanguage] = entry
    }
    const content = contentOf(id, { record, translations, photos: [] })
    const outcome = await write(deps, id, {
      ...content,
      n: 1,
      state: 'published',
      owner: by,
      by,
      at,
      action: 'import',
    })
    if (!outcome.ok) {
      report.kept.push(id)
      continue
    }
    report.created.push(id)
    const { problems } = checkListing(content)
    if (problems.length) report.problems[id] = problems
  }
  if (report.created.length)
    await deps.audit.append({
      at,
      by,
      action: 'listing.import',
      target: { kind: 'catalogue', id: catalogue.source, label: catalogue.source },
      detail: { created: report.created.length, kept: report.kept.length },
    })
  return report
}
