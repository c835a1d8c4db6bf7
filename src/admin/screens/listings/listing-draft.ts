import { translatedLanguages, type TranslatedLanguage } from '@/config/languages'
import type { JsonObject, ListingContent } from '@/features/listings/listing-schema'

/**
 * The editor's page-side model of a listing (issue 44): the site's own data formats, changed field
 * by field at a path (`record.agent.phone`, `translations.fr.facilities.2`), as check-listing
 * names its problems. What a person types is kept as typed (a price of "12 000 abc" stays in the
 * draft and the check names it); empty optional parts are left out when saved (`tidy`).
 */

export type Draft = Pick<ListingContent, 'record' | 'translations' | 'photos'>
export type Path = readonly (string | number)[]

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function getIn(value: unknown, path: Path): unknown {
  let at = value
  for (const key of path) {
    if (Array.isArray(at) && typeof key === 'number') at = at[key]
    else if (isObject(at)) at = at[String(key)]
    else return undefined
  }
  return at
}

/** A copy with `value` at `path` (undefined removes the key), the objects on the way created. */
export function setIn<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T
  const [key, ...rest] = path
  if (typeof key === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : []
    while (list.length < key) list.push('')
    list[key] = setIn(list[key], rest, next)
    return list as T
  }
  const object: JsonObject = isObject(value) ? { ...value } : {}
  const inner = setIn(object[key as string], rest, next)
  if (inner === undefined) delete object[key as string]
  else object[key as string] = inner
  return object as T
}

/** The path as an element id and the field's name in the problems: `record.agent.phone`. */
export const pathName = (path: Path) => path.join('.')
export const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`

/** A number as the data holds it when the text is one; the text as typed otherwise. */
export function numberOrText(text: string): number | string | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text
}

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

/** The record's `coordinates` in any of the shapes the site reads, as two texts. */
export function coordinatesOf(record: JsonObject): [string, string] {
  const value = record.coordinates
  if (Array.isArray(value)) return [textOf(value[0]), textOf(value[1])]
  if (isObject(value))
    return [textOf(value.lat ?? value.latitude), textOf(value.lng ?? value.longitude)]
  return ['', '']
}

/** One photo of the gallery: its address and its alt in each language. */
export type GalleryPhoto = { url: string; alt: Record<'en' | TranslatedLanguage, string> }
export type Gallery = { photos: GalleryPhoto[]; cover: string | null }

const urlOf = (entry: unknown) => (isObject(entry) ? textOf(entry.url) : textOf(entry))

/**
 * The gallery as the photos tab shows it: every photo of `images`, the cover (`image`) first if
 * `images` does not hold it (today's catalogue keeps it apart). The French and German alts are
 * the translations' `images_alt`, in the order of the photos the site shows: all but the cover.
 */
export function galleryOf(draft: Draft): Gallery {
  const { record, translations } = draft
  const cover = textOf(record.image) || null
  const entries = Array.isArray(record.images) ? record.images : []
  const photos: GalleryPhoto[] = entries.map((entry) => ({
    url: urlOf(entry),
    alt: { en: isObject(entry) ? textOf(entry.alt) : '', fr: '', de: '' },
  }))
  for (const language of translatedLanguages) {
    const alts = translations[language]?.images_alt
    let shown = 0
    for (const photo of photos)
      if (photo.url !== cover) {
        photo.alt[language] = Array.isArray(alts) ? textOf(alts[shown]) : ''
        shown += 1
      }
  }
  if (cover && !photos.some((photo) => photo.url === cover))
    photos.unshift({ url: cover, alt: { en: '', fr: '', de: '' } })
  return { photos, cover }
}

/**
 * The gallery written back: `image` the cover, `images` every photo with its English alt (the
 * cover included: the site leaves it out of the strip and describes it by the title), each
 * translation's `images_alt` for the photos but the cover, and the uploads' facts for the photos
 * still there.
 */
export function withGallery(draft: Draft, { photos, cover }: Gallery): Draft {
  const record: JsonObject = { ...draft.record }
  const chosen = photos.some((photo) => photo.url === cover) ? cover : (photos[0]?.url ?? null)
  if (chosen) record.image = chosen
  else delete record.image
  if (photos.length)
    record.images = photos.map(({ url, alt }) => (alt.en === '' ? { url } : { url, alt: alt.en }))
  else delete record.images
  const translations = { ...draft.translations }
  for (const language of translatedLanguages) {
    const shown = photos.filter((photo) => photo.url !== chosen)
    const given = translations[language]
    if (!shown.length && !given) continue
    translations[language] = {
      ...given,
      images_alt: shown.map((photo) => photo.alt[language]),
    }
  }
  const urls = new Set(photos.map((photo) => photo.url))
  return { record, translations, photos: draft.photos.filter((photo) => urls.has(photo.url)) }
}

/** A list field's entry removed, with the same entry of each translation's list beside it. */
export function withoutEntry(
  draft: Draft,
  key: string,
  index: number,
  translatedKey: string,
): Draft {
  const list = getIn(draft.record, [key])
  let next: Draft = {
    ...draft,
    record: setIn(
      draft.record,
      [key],
      Array.isArray(list) ? list.filter((_, at) => at !== index) : undefined,
    ),
  }
  for (const language of translatedLanguages) {
    const translated = getIn(next.translations, [language, translatedKey])
    if (Array.isArray(translated))
      next = {
        ...next,
        translations: setIn(
          next.translations,
          [language, translatedKey],
          translated.filter((_, at) => at !== index),
        ),
      }
  }
  return next
}

const blank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.every(blank)) ||
  (isObject(value) && Object.values(value).every(blank))

/** Optional parts the site reads as absent when left out: left out when nothing is typed in them. */
const optionalParts = [
  'agent',
  'video',
  'tour_url',
  'availability',
  'coordinates',
  'floor_plans',
  'location_precision',
] as const

/**
 * The draft as it is saved: empty optional parts left out, the agent's languages and the film's
 * files without blank entries, empty translated texts left out. Nothing typed is changed.
 */
export function tidy(draft: Draft): Draft {
  const record: JsonObject = { ...draft.record }
  const agent = record.agent
  if (isObject(agent) && Array.isArray(agent.languages))
    record.agent = {
      ...agent,
      languages: agent.languages.filter((one) => !blank(one)).map((one) => textOf(one).trim()),
    }
  const video = record.video
  if (isObject(video)) {
    const film: JsonObject = { ...video }
    if (Array.isArray(film.sources)) film.sources = film.sources.filter((one) => !blank(one))
    if (blank(film.captions)) delete film.captions
    record.video = film
  }
  for (const key of optionalParts) if (blank(record[key])) delete record[key]
  if (record.price_on_request === false) delete record.price_on_request
  const translations: Draft['translations'] = {}
  for (const language of translatedLanguages) {
    const given = draft.translations[language]
    if (!given) continue
    const kept = Object.fromEntries(
      Object.entries(given).filter(([, value]) => !(typeof value === 'string' && blank(value))),
    )
    if (Object.values(kept).some((value) => !blank(value))) translations[language] = kept
  }
  return { record, translations, photos: draft.photos }
}

/** A value's JSON with every object's keys in order: Firestore gives a map's fields back sorted. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    isObject(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )

/** Whether two drafts would save the same. */
export const sameDraft = (a: Draft, b: Draft) => canonical(tidy(a)) === canonical(tidy(b))
