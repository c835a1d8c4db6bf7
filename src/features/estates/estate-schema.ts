import * as z from 'zod/mini'
import { EMAIL_PATTERN } from '@/lib/email-address'
import { imageUrl, recordId, text } from '@/lib/record-fields'
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
  email: text.check(z.regex(EMAIL_PATTERN)),
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

/** One extra photo: a URL, or `{ "url": ..., "alt": ... }`. */
export const estatePhotoSchema = z.union([
  z.pipe(
    imageUrl,
    z.transform((url) => ({ url, alt: undefined as string | undefined })),
  ),
  z.object({ url: imageUrl, alt: z.catch(z.optional(text), undefined) }),
])

export type EstatePhoto = z.output<typeof estatePhotoSchema>

/**
 * The optional `images` list: entries that do not fit are dropped one by one (parseEstates names
 * them), and the estate keeps the rest. A list that is not a list counts as none.
 */
const estatePhotos = z.pipe(
  z.catch(z.optional(z.array(z.unknown())), undefined),
  z.transform((entries = []) =>
    entries.flatMap((entry) => {
      const photo = estatePhotoSchema.safeParse(entry)
      return photo.success ? [photo.data] : []
    }),
  ),
)

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

export const estateRecordSchema = z.pipe(
  z.object({
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
    images: estatePhotos,
    // Anything but true shows the price; a value that is not true or false is dropped with
    // parseEstates's warning. (Read by hand: z.boolean would add its code to every page's zod.)
    price_on_request: z.pipe(
      z.optional(z.unknown()),
      z.transform((value) => value === true),
    ),
    availability: z.optional(z.unknown()),
  }),
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
    /** A rent's price is a month's (README: the data file), never compared with a sale's. */
    monthly: statusIs(record.status, 'rent'),
    availability: readAvailability(record.availability, record.status) ?? 'available',
    description: record.description,
    segment: record.segment_name,
    facilities: record.facilities,
    coordinates: record.coordinates,
    agent: record.agent ?? null,
    // The single image is the first photo; the list adds the others.
    images: record.images.filter((photo) => photo.url !== record.image),
  })),
)

export type Estate = z.output<typeof estateRecordSchema>

/** The data file is either `{ "properties": [...] }` or a bare array; the spec names both. */
export const estateFileSchema = z.union([
  z.pipe(
    z.object({ properties: z.array(z.unknown()) }),
    z.transform((file) => file.properties),
  ),
  z.array(z.unknown()),
])
