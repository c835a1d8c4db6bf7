import type { ImportPhotoFailure, ImportPhotosProgress } from '@/features/import/import-schema'
import type { JsonObject, ListingContent } from '@/features/listings/listing-schema'
import type { UploadedPhoto } from '@/features/photos/photo-schema'
import { photoRefusalWords, uploadedOf } from '../photos/photo-endpoints'
import type { PhotoRecord } from '../photos/photo-records'
import { storePhoto, type PhotoDeps } from '../photos/store-photo'
import type { FetchPhoto } from './fetch-photo'
import type { PlannedStep } from './import-store'
import type { PhotoSource, PhotoSources } from './photo-sources'

/**
 * A feed's photos (issue 46, decision 058): a record names them by their web address; the import
 * fetches each address once and stores its photo as an upload is stored (by its bytes' hash,
 * decision 050), and the listing names the stored photo. Between the dry run and its
 * confirmation, `fetchImportPhotos` fetches what is new, a few seconds' worth a call, so the
 * back office can show progress and no call runs into the function's time limit.
 */

export type ImportPhotoDeps = {
  photos: PhotoDeps
  importPhotos: { sources: PhotoSources; fetch: FetchPhoto }
  now: () => number
}

/** How long one call of the photo step fetches before it answers with its progress. */
export const PHOTO_STEP_BUDGET_MS = 20_000

const isSourceUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\//i.test(value)

const urlOfEntry = (entry: unknown) =>
  entry !== null && typeof entry === 'object' ? (entry as JsonObject).url : undefined

/** The addresses a listing's record names its photos by that are a feed's (not the site's own). */
export function sourceUrlsOf({ record }: ListingContent): string[] {
  const images = Array.isArray(record.images) ? record.images : []
  return [...new Set([record.image, ...images.map(urlOfEntry)].filter(isSourceUrl))]
}

/** Every feed address the plan's new and changed listings name, once. */
export const sourceUrlsOfPlan = (plan: readonly PlannedStep[]) => [
  ...new Set(plan.flatMap((step) => (step.action === 'absent' ? [] : sourceUrlsOf(step.content)))),
]

/**
 * The listing with its feed addresses swapped for the stored photos' (and their facts in
 * `photos`, as an upload's are), the `dropped` ones (that could not be fetched) left out.
 * An address neither stored nor dropped stays as it is (the dry run, before fetching).
 */
export function withStoredPhotos(
  content: ListingContent,
  stored: ReadonlyMap<string, UploadedPhoto>,
  dropped: ReadonlySet<string> = new Set(),
): ListingContent {
  if (!sourceUrlsOf(content).length) return content
  const record: JsonObject = { ...content.record }
  const used: UploadedPhoto[] = []
  const swapped = (url: unknown) => {
    const photo = typeof url === 'string' ? stored.get(url) : undefined
    if (photo) used.push(photo)
    return photo?.url ?? url
  }
  if (Array.isArray(record.images)) {
    const images = record.images
      .filter((entry) => !dropped.has(String(urlOfEntry(entry))))
      .map((entry) =>
        isSourceUrl(urlOfEntry(entry))
          ? { ...(entry as JsonObject), url: swapped(urlOfEntry(entry)) }
          : entry,
      )
    if (images.length) record.images = images
    else delete record.images
  }
  if (typeof record.image === 'string' && dropped.has(record.image)) {
    const first = Array.isArray(record.images) ? urlOfEntry(record.images[0]) : undefined
    if (typeof first === 'string') record.image = first
    else delete record.image
  } else if (isSourceUrl(record.image)) record.image = swapped(record.image)
  // The facts of every stored photo the record names, once each, in the record's order (the dry
  // run and the confirmation swap different addresses: the order must not depend on which).
  const facts = new Map([...content.photos, ...used].map((photo) => [photo.url, photo]))
  const photos = new Map<string, UploadedPhoto>()
  for (const url of [
    record.image,
    ...(Array.isArray(record.images) ? record.images : []).map(urlOfEntry),
  ]) {
    const photo = typeof url === 'string' ? facts.get(url) : undefined
    if (photo && !photos.has(photo.sha256)) photos.set(photo.sha256, photo)
  }
  return { ...content, record, photos: [...photos.values()] }
}

/** The stored photos among these sources. */
export const storedOf = (sources: ReadonlyMap<string, PhotoSource>) =>
  new Map(
    [...sources].flatMap(([url, source]) =>
      'photo' in source ? [[url, source.photo] as const] : [],
    ),
  )

/** Where each of the plan's addresses stands for this import. */
export function photoStandings(
  urls: readonly string[],
  sources: ReadonlyMap<string, PhotoSource>,
  importId: string,
) {
  const failures: ImportPhotoFailure[] = []
  const pending: string[] = []
  let stored = 0
  for (const url of urls) {
    const source = sources.get(url)
    if (source && 'photo' in source) stored++
    // A failure of another import is tried again: the address may answer now.
    else if (source?.failed.importId === importId)
      failures.push({ url, message: source.failed.message })
    else pending.push(url)
  }
  const progress: ImportPhotosProgress = {
    total: urls.length,
    stored,
    failed: failures.length,
    pending: pending.length,
  }
  return { progress, failures, pending }
}

/** One address fetched and stored, or why not. */
async function fetchSource(
  deps: ImportPhotoDeps,
  url: string,
  importId: string,
  by: PhotoRecord['by'],
): Promise<PhotoSource> {
  const at = deps.now()
  const failed = (message: string): PhotoSource => ({ url, at, failed: { message, importId } })
  const fetched = await deps.importPhotos.fetch(url)
  if (!fetched.ok) return failed(fetched.message)
  const stored = await storePhoto(fetched.bytes, by, { ...deps.photos, now: deps.now })
  if (!stored.ok) return failed(photoRefusalWords[stored.refusal])
  return { url, at, photo: uploadedOf(stored.record) }
}

/**
 * The photo step of import `importId`: fetches its addresses not yet stored, one after another,
 * until none is left or `budgetMs` has passed (the first is always tried), and answers where
 * they stand. Called again, it goes on; two calls at once store each photo once all the same.
 */
export async function fetchImportPhotos(
  deps: ImportPhotoDeps,
  importId: string,
  plan: readonly PlannedStep[],
  by: PhotoRecord['by'],
  budgetMs = PHOTO_STEP_BUDGET_MS,
): Promise<ImportPhotosProgress> {
  const urls = sourceUrlsOfPlan(plan)
  const sources = new Map(await deps.importPhotos.sources.get(urls))
  const started = deps.now()
  for (const url of photoStandings(urls, sources, importId).pending) {
    const source = await fetchSource(deps, url, importId, by)
    await deps.importPhotos.sources.put(source)
    sources.set(url, source)
    if (deps.now() - started >= budgetMs) break
  }
  return photoStandings(urls, sources, importId).progress
}
