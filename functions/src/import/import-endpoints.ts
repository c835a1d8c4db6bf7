import { confirmRules, previewRules } from '@/features/import/import-schema'
import { refuse } from '../account-request'
import { invalid, readBody, type AdminAnswer, type AdminContext } from '../admin/admin-router'
import { listingOf } from '../admin/listing-changes'
import { confirmImport, fetchPhotosOf, previewImport, type ConfirmOutcome } from './import-changes'
import { exportCsv, exportJson } from './site-format'

/** The import's endpoints (issue 46): the export, a dry run, its confirmation. */

/** The function's own words, for a person calling it by hand; the back office says its own. */
export const importRefusals = {
  unreadable: 'The file could not be read: nothing was changed.',
  notFound: 'There is no such import.',
  confirmed: 'This import was confirmed already.',
  damaged: 'This import’s stored plan does not match its dry run: preview the file again.',
  photosPending:
    'This import’s photos are not all fetched yet: POST its photos step until none is pending.',
}

/** A refusal of an import that cannot go on. */
function refused(reason: Exclude<ConfirmOutcome, { ok: true }>['reason']): AdminAnswer {
  if (reason === 'not-found') return refuse(404, 'not-found', importRefusals.notFound)
  if (reason === 'confirmed') return refuse(409, 'confirmed', importRefusals.confirmed)
  if (reason === 'photos-pending')
    return refuse(409, 'photos-pending', importRefusals.photosPending)
  return refuse(409, 'damaged', importRefusals.damaged)
}

/** GET ?format=json|csv: every listing's newest revision, as a file to download. */
export async function exportListings({ deps, request }: AdminContext): Promise<AdminAnswer> {
  const format = request.query.format ?? 'json'
  if (format !== 'json' && format !== 'csv') return invalid({ format: 'One of: json, csv' })
  const heads = await deps.listings.heads({})
  const listings = heads
    .map(({ id, revision }) => listingOf(id, revision))
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))
  const csv = format === 'csv'
  return {
    status: 200,
    headers: {
      'Content-Type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="listings.${format}"`,
    },
    // Bytes: a text body would be sent as a JSON string (endpoint.ts).
    body: Buffer.from(csv ? exportCsv(listings) : exportJson(listings), 'utf8'),
  }
}

/** POST `{ format, source, text }`: the dry run's diff, stored for its confirmation. */
export async function previewOne(context: AdminContext): Promise<AdminAnswer> {
  const checked = readBody(context, previewRules())
  if (!checked.ok) return checked.answer
  const outcome = await previewImport(context.deps, checked.data, context.member)
  if (!outcome.ok) {
    const refused = refuse(422, 'unreadable', importRefusals.unreadable)
    return {
      ...refused,
      body: { error: { ...refused.body.error, detail: outcome.message } },
    }
  }
  const { format, source } = checked.data
  return {
    status: 200,
    body: { import: { id: outcome.id, source, format }, diff: outcome.diff },
  }
}

/** POST `{ withdrawAbsent }` on /import/{id}/confirm: the dry run applied, once. */
export async function confirmOne(context: AdminContext): Promise<AdminAnswer> {
  const checked = readBody(context, confirmRules())
  if (!checked.ok) return checked.answer
  const outcome = await confirmImport(
    context.deps,
    context.params.id ?? '',
    checked.data,
    context.member,
  )
  return outcome.ok ? { status: 200, body: { result: outcome.result } } : refused(outcome.reason)
}

/** POST on /import/{id}/photos: a few seconds of fetching its photos, and where they stand. */
export async function photosOne(context: AdminContext): Promise<AdminAnswer> {
  const outcome = await fetchPhotosOf(context.deps, context.params.id ?? '', context.member)
  return outcome.ok ? { status: 200, body: { photos: outcome.progress } } : refused(outcome.reason)
}
