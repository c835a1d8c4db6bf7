import { createHash, randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import type {
  ImportDiff,
  ImportFormat,
  ImportPhotosProgress,
  ImportResult,
  RecordError,
} from '@/features/import/import-schema'
import type { JsonObject, ListingContent } from '@/features/listings/listing-schema'
import type { Actor, Member } from '@/features/staff/staff-schema'
import type { ListingRevision } from '../admin/admin-deps'
import {
  createImportedDraft,
  moveListing,
  saveListing,
  type ListingDeps,
} from '../admin/listing-changes'
import type { ImportStore, PlannedStep } from './import-store'
import {
  fetchImportPhotos,
  photoStandings,
  sourceUrlsOf,
  sourceUrlsOfPlan,
  storedOf,
  withStoredPhotos,
  type ImportPhotoDeps,
} from './import-photos'
import { parseKyeroFeed } from './kyero'
import { EXTERNAL_REF_FIELD, type ParsedFile, type ParsedRecord } from './parsed-records'
import { parseCsvFile, parseJsonFile } from './site-format'

/**
 * An import's rules (issue 46, decision 058): a dry run, then exactly that applied.
 *
 * The dry run reads the whole file first (one that cannot be read changes nothing and stores
 * nothing), finds each record's listing by its key (the listing's id; a feed's own id, kept as
 * `external_ref`), and compares: new, changed (which fields), unchanged, absent, and each record's
 * errors. A feed's photo addresses stored before are compared as the photos they gave
 * (import-photos.ts): a re-run is unchanged. It is stored with its plan (import-store.ts); the
 * photo step fetches the addresses new to it, then confirming applies the plan through the
 * listings' own rules (listing-changes.ts): a new listing a draft, a change a new revision from
 * the revision compared (one changed since is left, a conflict), an absent published listing
 * withdrawn only when asked, never deleted; one audit entry an import.
 */

export type ImportDeps = ListingDeps & ImportPhotoDeps & { imports: ImportStore }
type Editor = Pick<Member, 'uid' | 'name' | 'role'>

/** Where a changed listing is not written: one state and one content a listing (decision 049). */
const heldStates: readonly string[] = ['published', 'in review']

export function parseFile(format: ImportFormat, text: string): ParsedFile {
  if (format === 'json') return parseJsonFile(text)
  if (format === 'csv') return parseCsvFile(text)
  return parseKyeroFeed(text)
}

const titleOf = (record: JsonObject, id: string) =>
  typeof record.estate_title === 'string' && record.estate_title.trim()
    ? record.estate_title.trim()
    : id

/** What the record makes of the listing: the whole of it, or its fields over the listing's. */
function incoming(parsed: ParsedRecord, current: ListingContent | null): ListingContent {
  if (!parsed.overlay || !current) return parsed.content
  const translations: ListingContent['translations'] = { ...current.translations }
  for (const [language, entry] of Object.entries(parsed.content.translations))
    translations[language as 'fr' | 'de'] = { ...current.translations[language as 'fr'], ...entry }
  return {
    record: { ...current.record, ...parsed.content.record, id: String(current.record.id ?? '') },
    translations,
    photos: current.photos,
  }
}

/** The fields that differ: `record.price`, `translations.fr`, `photos`. */
export function changedFields(before: ListingContent, after: ListingContent): string[] {
  const fields: string[] = []
  const keys = new Set([...Object.keys(before.record), ...Object.keys(after.record)])
  for (const key of [...keys].sort())
    if (!isDeepStrictEqual(before.record[key], after.record[key])) fields.push(`record.${key}`)
  for (const language of ['fr', 'de'] as const)
    if (!isDeepStrictEqual(before.translations[language], after.translations[language]))
      fields.push(`translations.${language}`)
  if (!isDeepStrictEqual(before.photos, after.photos)) fields.push('photos')
  return fields
}

const contentOf = ({ record, translations, photos }: ListingRevision): ListingContent => ({
  record: { ...record },
  translations,
  photos,
})

const planHash = (planText: string) => createHash('sha256').update(planText).digest('hex')

export type PreviewOutcome =
  { ok: true; id: string; diff: ImportDiff } | { ok: false; message: string }

export async function previewImport(
  deps: ImportDeps,
  file: { format: ImportFormat; source: string; text: string },
  editor: Editor,
): Promise<PreviewOutcome> {
  const parsed = parseFile(file.format, file.text)
  if (!parsed.ok) return parsed
  const heads = await deps.listings.heads({})
  const byId = new Map(heads.map(({ id, revision }) => [id, revision]))
  const byRef = new Map<string, string>()
  for (const { id, revision } of heads) {
    const ref = revision.record[EXTERNAL_REF_FIELD]
    if (typeof ref === 'string') byRef.set(ref, id)
  }
  const diff: ImportDiff = {
    new: [],
    changed: [],
    unchanged: [],
    absent: [],
    errors: [],
    photos: 0,
  }
  const errors: RecordError[] = [...parsed.errors]
  const plan: PlannedStep[] = []
  const seen = new Set<string>()
  const matches = parsed.records.flatMap((record) => {
    const matched = 'ref' in record.key ? byRef.get(record.key.ref) : record.key.id
    const id = matched ?? record.key.id
    if (seen.has(id)) {
      errors.push({ record: record.number, field: 'id', message: 'Twice in the file.' })
      return []
    }
    seen.add(id)
    return [{ record, id, current: byId.get(id) }]
  })
  // A listing deleted keeps its id (decision 049): a file does not bring it back. Asked a few at
  // a time: one by one, 1,000 new listings wait on 1,000 round trips.
  const deleted = new Set<string>()
  await inBatches(
    matches.filter(({ current }) => !current),
    async ({ id }) => {
      if (await deps.listings.newest(id)) deleted.add(id)
    },
  )
  const stored = storedOf(
    await deps.importPhotos.sources.get(
      parsed.records.flatMap((record) => sourceUrlsOf(record.content)),
    ),
  )
  for (const { record, id, current } of matches) {
    const title = titleOf(record.content.record, id)
    if (!current) {
      if (deleted.has(id)) {
        errors.push({ record: record.number, field: 'id', message: 'A deleted listing’s id.' })
        continue
      }
      diff.new.push({ id, title, record: record.number })
      plan.push({ action: 'create', id, content: withStoredPhotos(incoming(record, null), stored) })
      continue
    }
    const after = withStoredPhotos(incoming(record, contentOf(current)), stored)
    const fields = changedFields(contentOf(current), after)
    if (!fields.length) {
      diff.unchanged.push({ id, title, record: record.number })
      continue
    }
    diff.changed.push({ id, title, record: record.number, fields, state: current.state })
    plan.push({ action: 'save', id, base: current.n, state: current.state, content: after })
  }
  // A feed speaks for its own listings only; the site's own file for every listing.
  const inScope = (revision: ListingRevision) =>
    parsed.format !== 'kyero' ||
    String(revision.record[EXTERNAL_REF_FIELD] ?? '').startsWith('kyero:')
  for (const { id, revision } of heads)
    if (!seen.has(id) && inScope(revision) && revision.state !== 'withdrawn') {
      diff.absent.push({ id, title: titleOf(revision.record, id), state: revision.state })
      plan.push({ action: 'absent', id, base: revision.n, state: revision.state })
    }
  diff.errors = errors.sort((a, b) => a.record - b.record)
  diff.photos = sourceUrlsOfPlan(plan).filter((url) => !stored.has(url)).length
  diff.absent.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))
  const planText = JSON.stringify(plan)
  const id = randomUUID()
  await deps.imports.save(
    {
      id,
      by: { uid: editor.uid, name: editor.name },
      at: deps.now(),
      source: file.source,
      format: parsed.format,
      hash: planHash(planText),
      diff,
    },
    plan,
  )
  return { ok: true, id, diff }
}

/** Runs `run` on every item, `size` at a time. */
async function inBatches<Item>(
  items: readonly Item[],
  run: (item: Item, index: number) => Promise<void>,
  size = 16,
) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map((item, at) => run(item, start + at)))
}

/** Where a step's listing goes in the result. */
type ListingOutcome = Exclude<keyof ImportResult, 'photoFailures'>

/** One step of the plan through the listings' rules; where it goes in the result, or nowhere. */
async function apply(
  deps: ImportDeps,
  step: PlannedStep,
  { withdrawAbsent }: { withdrawAbsent: boolean },
  editor: Editor,
): Promise<ListingOutcome | null> {
  if (step.action === 'create') {
    const outcome = await createImportedDraft(deps, step.id, step.content, editor)
    return outcome.ok ? 'created' : 'conflicts'
  }
  if (step.action === 'save') {
    if (heldStates.includes(step.state)) return 'held'
    const outcome = await saveListing(deps, step.id, step.base, step.content, editor)
    return outcome.ok ? 'updated' : 'conflicts'
  }
  if (!withdrawAbsent || step.state !== 'published') return null
  const outcome = await moveListing(deps, step.id, 'withdraw', step.base, editor)
  return outcome.ok ? 'withdrawn' : 'conflicts'
}

type Refusal = 'not-found' | 'confirmed' | 'damaged'

/** An import's plan, while it can still be confirmed. */
async function openImport(deps: ImportDeps, id: string) {
  const found = await deps.imports.read(id)
  if (!found) return { ok: false, reason: 'not-found' } as const
  if (found.stored.result) return { ok: false, reason: 'confirmed' } as const
  if (planHash(found.planText) !== found.stored.hash)
    return { ok: false, reason: 'damaged' } as const
  return {
    ok: true,
    stored: found.stored,
    plan: JSON.parse(found.planText) as PlannedStep[],
  } as const
}

export type PhotosOutcome =
  { ok: true; progress: ImportPhotosProgress } | { ok: false; reason: Refusal }

/** The photo step: a few seconds of fetching the import's new photo addresses, and its progress. */
export async function fetchPhotosOf(
  deps: ImportDeps,
  id: string,
  editor: Editor,
): Promise<PhotosOutcome> {
  const opened = await openImport(deps, id)
  if (!opened.ok) return opened
  const by = { uid: editor.uid, name: editor.name }
  return { ok: true, progress: await fetchImportPhotos(deps, id, opened.plan, by) }
}

export type ConfirmOutcome =
  { ok: true; result: ImportResult } | { ok: false; reason: Refusal | 'photos-pending' }

export async function confirmImport(
  deps: ImportDeps,
  id: string,
  options: { withdrawAbsent: boolean },
  editor: Editor,
): Promise<ConfirmOutcome> {
  const opened = await openImport(deps, id)
  if (!opened.ok) return opened
  // Every photo address fetched first (the photo step): each listing names its stored photos,
  // and leaves out the ones that could not be fetched.
  const urls = sourceUrlsOfPlan(opened.plan)
  const sources = await deps.importPhotos.sources.get(urls)
  const { failures, pending } = photoStandings(urls, sources, id)
  if (pending.length) return { ok: false, reason: 'photos-pending' }
  const stored = storedOf(sources)
  const dropped = new Set(failures.map(({ url }) => url))
  const plan = opened.plan.map((step) =>
    step.action === 'absent'
      ? step
      : { ...step, content: withStoredPhotos(step.content, stored, dropped) },
  )
  const by: Actor = { uid: editor.uid, name: editor.name }
  if (!(await deps.imports.claim(id, by, deps.now()))) return { ok: false, reason: 'confirmed' }
  const result: ImportResult = {
    created: [],
    updated: [],
    held: [],
    withdrawn: [],
    conflicts: [],
    photoFailures: failures,
  }
  // Each step touches its own listing: a few at a time, each outcome kept in the plan's order.
  const outcomes = new Array<ListingOutcome | null>(plan.length).fill(null)
  await inBatches(plan, async (step, index) => {
    outcomes[index] = await apply(deps, step, options, editor)
  })
  plan.forEach((step, index) => {
    const outcome = outcomes[index]
    if (outcome) result[outcome].push(step.id)
  })
  await deps.imports.finish(id, result)
  const { stored: imported } = opened
  await deps.audit.append({
    at: deps.now(),
    by,
    action: 'listing.import',
    target: { kind: 'import', id, label: imported.source },
    detail: {
      format: imported.format,
      created: result.created.length,
      updated: result.updated.length,
      held: result.held.length,
      withdrawn: result.withdrawn.length,
      conflicts: result.conflicts.length,
      photoFailures: failures.length,
    },
  })
  return { ok: true, result }
}
