import * as z from 'zod/mini'
import { tourProviders } from '@/config/tour-providers'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@/lib/email-address'
import { imageUrl, recordId, text } from '@/lib/record-fields'
import { isCoarse } from './location-precision'
import { availabilitiesFor, statusIs, type Availability } from './estate-status'

/** Numbers may arrive as 2450000, "2450000" or "2,450,000". */
const amount = z.union([
  z.number(),
  z.pipe(
    z.string(),
    z.pipe(
      z.transform((value: string) => Number(value.replace(/[$,\s]/g, ''))),
      z.number(),
    ),
  ),
])

const latitude = z.coerce.number().check(z.gte(-90), z.lte(90))
const longitude = z.coerce.number().check(z.gte(-180), z.lte(180))

/** A latitude/longitude pair, as [lat, lng] or an object; anything else means "no location". */
const coordinates = z.pipe(
  z.catch(
    z.nullish(
      z.union([
        z.pipe(
          z.tuple([latitude, longitude]),
          z.transform(([lat, lng]) => ({ lat, lng })),
        ),
        z.pipe(
          z.object({ latitude, longitude }),
          z.transform(({ latitude: lat, longitude: lng }) => ({ lat, lng })),
        ),
        z.object({ lat: latitude, lng: longitude }),
      ]),
    ),
    null,
  ),
  z.transform((value) => value ?? null),
)

/** The estate's agent (optional): who answers its viewing requests. */
export const agentSchema = z.object({
  name: text,
  photo: imageUrl,
  phone: text.check(z.regex(/^\+?[0-9][0-9 ().-]{4,18}[0-9]$/)),
  email: text.check(z.maxLength(EMAIL_MAX_LENGTH, { abort: true }), z.regex(EMAIL_PATTERN)),
  languages: z.array(text).check(z.minLength(1)),
})

export type Agent = z.output<typeof agentSchema>

/**
 * What is wrong with a record's agent, or null when it has none or a good one. The schema below
 * drops a bad agent and keeps the estate (with the agency's contact); the parser warns with this.
 */
export function agentProblem(record: unknown): string | null {
  if (!record || typeof record !== 'object' || !('agent' in record)) return null
  const raw = record.agent
  if (raw === undefined || raw === null) return null
  const parsed = agentSchema.safeParse(raw)
  if (parsed.success) return null
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'agent'))]
  const name =
    typeof raw === 'object' && 'name' in raw && typeof raw.name === 'string' ? ` "${raw.name}"` : ''
  return `agent${name}: invalid ${fields.join(', ')}`
}

/** An entry parsed on its own, or left out: for lists whose bad entries go one by one. */
const fits =
  <T>(schema: z.ZodMiniType<T>) =>
  (entry: unknown) => {
    const parsed = schema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  }

/**
 * An optional list whose entries that do not fit are dropped one by one (parseEstates names them),
 * the estate keeping the rest. A list that is not a list counts as none.
 */
const listOf = <T>(entry: z.ZodMiniType<T>) =>
  z.pipe(
    z.catch(z.optional(z.array(z.unknown())), undefined),
    z.transform((entries = []) => entries.flatMap(fits(entry))),
  )

/** One level's floor plan: its drawing (an image or an SVG) and the level's name. */
export const floorPlanSchema = z.object({ url: imageUrl, label: text })

export type FloorPlan = z.output<typeof floorPlanSchema>

/** A file this site serves itself, of one of these kinds (by extension). */
const siteFile = (kinds: string) =>
  text.check(z.regex(new RegExp(`^/(?![/\\\\])\\S+\\.(${kinds})$`)))

/** The estate's film: its files (WebM, MP4) in order of preference, a poster, captions if any. */
export const filmSchema = z.object({
  sources: z.array(siteFile('webm|mp4')).check(z.minLength(1)),
  poster: imageUrl,
  captions: z.optional(siteFile('vtt')),
})

export type Film = z.output<typeof filmSchema>

export type Tour = { url: string; provider: string }

/** A 3D tour: an https address on a provider's host (tourProviders), or null. */
export function tourOf(value: unknown): Tour | null {
  try {
    const url = new URL(String(value))
    const provider = Object.hasOwn(tourProviders, url.host) && tourProviders[url.host]
    return typeof value === 'string' && url.protocol === 'https:' && provider
      ? { url: url.href, provider }
      : null
  } catch {
    return null
  }
}

/** One extra photo: a URL, or `{ "url": ..., "alt": ... }`. */
export const estatePhotoSchema = z.union([
  z.pipe(
    imageUrl,
    z.transform((url) => ({ url, alt: undefined as string | undefined })),
  ),
  z.object({ url: imageUrl, alt: z.catch(z.optional(text), undefined) }),
])

export type EstatePhoto = z.output<typeof estatePhotoSchema>

/** How exactly the map may place an estate: at its point, or only as the area around it. */
export type LocationPrecision = 'exact' | 'approximate'

/**
 * The record's `availability` ("Under offer" and "under_offer" read "under offer"); absent or null
 * is available, and a value the status does not allow is undefined (parseEstates warns and the
 * estate is kept as available). Read by hand, as price_on_request is.
 */
export function readAvailability(value: unknown, status: string): Availability | undefined {
  if (value === undefined || value === null) return 'available'
  if (typeof value !== 'string') return undefined
  const spelt = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
  return availabilitiesFor(status).find((one) => one === spelt)
}

/** An estate as data.json writes it: its fields, each read as the site reads it. */
const estateRecordShape = {
  id: recordId,
  image: imageUrl,
  status: text,
  location: text,
  area_sq_ft: z.pipe(amount, z.number().check(z.positive())),
  estate_title: text,
  price: z.pipe(amount, z.number().check(z.nonnegative())),
  description: text,
  segment_name: text,
  facilities: z.array(text),
  coordinates,
  agent: z.catch(z.nullish(agentSchema), null),
  images: listOf(estatePhotoSchema),
  // Anything but true shows the price; a value that is not true or false is dropped with
  // parseEstates's warning. (Read by hand: z.boolean would add its code to every page's zod.)
  price_on_request: z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => value === true),
  ),
  // "approximate": the map shows the area, never a point. Any other value but "exact" is dropped
  // with parseEstates's warning (read by hand, as above).
  location_precision: z.pipe(
    z.optional(z.unknown()),
    z.transform((value): LocationPrecision => (value === 'approximate' ? value : 'exact')),
  ),
  // Floor plans, film and tour: a bad one is dropped with parseEstates's warning.
  floor_plans: listOf(floorPlanSchema),
  video: z.catch(z.nullish(filmSchema), null),
  tour_url: z.pipe(z.optional(z.unknown()), z.transform(tourOf)),
  availability: z.optional(z.unknown()),
}

/** The fields of data.json's estates: anything else in a record is not the site's to publish. */
export const estateRecordKeys = () => Object.keys(estateRecordShape)

export const estateRecordSchema = z.pipe(
  z.object(estateRecordShape),
  z.transform((record) => ({
    id: record.id,
    image: record.image,
    status: record.status,
    location: record.location,
    areaSqFt: record.area_sq_ft,
    title: record.estate_title,
    // On request: the agency's figure stays in the file but never reaches the page; null is sorted
    // last and matches no price range.
    price: record.price_on_request ? null : record.price,
    /** A rent's price is a month's (docs/data-format.md), never compared with a sale's. */
    monthly: statusIs(record.status, 'rent'),
    availability: readAvailability(record.availability, record.status) ?? 'available',
    description: record.description,
    segment: record.segment_name,
    facilities: record.facilities,
    // An approximate location finer than two decimals is not placed (parseEstates warns): the
    // estate stays, without a map.
    coordinates:
      record.location_precision === 'approximate' &&
      record.coordinates &&
      !(isCoarse(record.coordinates.lat) && isCoarse(record.coordinates.lng))
        ? null
        : record.coordinates,
    locationPrecision: record.location_precision,
    agent: record.agent ?? null,
    // The single image is the first photo; the list adds the others.
    images: record.images.filter((photo) => photo.url !== record.image),
    floorPlans: record.floor_plans,
    film: record.video ?? null,
    tour: record.tour_url,
  })),
)

/**
 * Where an estate's texts are in another language than the data's (decision 038, `estatesIn`):
 * the fields shown in English for want of a translation (their elements say `lang="en"`), and the
 * English segment and facilities, which the filters and the address keep as their values.
 */
export type EstateTranslation = {
  english: readonly (
    | 'title'
    | 'description'
    | 'segment'
    | 'facilities'
    | 'location'
    | 'images'
    | 'floorPlans'
    | 'film'
  )[]
  keys: { segment: string; facilities: readonly string[] }
}

export type Estate = z.output<typeof estateRecordSchema> & { translation?: EstateTranslation }

/** The data file is either `{ "properties": [...] }` or a bare array; the spec names both. */
export const estateFileSchema = z.union([
  z.pipe(
    z.object({ properties: z.array(z.unknown()) }),
    z.transform((file) => file.properties),
  ),
  z.array(z.unknown()),
])
