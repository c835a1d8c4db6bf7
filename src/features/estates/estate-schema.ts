import * as z from 'zod/mini'
import { imageUrl, recordId, text } from '@/lib/record-fields'

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
    images: estatePhotos,
  }),
  z.transform((record) => ({
    id: record.id,
    image: record.image,
    status: record.status,
    location: record.location,
    areaSqFt: record.area_sq_ft,
    title: record.estate_title,
    price: record.price,
    description: record.description,
    segment: record.segment_name,
    facilities: record.facilities,
    coordinates: record.coordinates,
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
