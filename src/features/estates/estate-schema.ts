import { z } from 'zod'
import { safeImageUrl } from '@/lib/safe-url'

const text = z.string().trim().min(1)

/** Numbers may arrive as 2450000, "2450000" or "2,450,000". */
const amount = z.union([
  z.number(),
  z
    .string()
    .trim()
    .transform((value) => Number(value.replace(/[$,\s]/g, '')))
    .pipe(z.number()),
])

const latitude = z.coerce.number().min(-90).max(90)
const longitude = z.coerce.number().min(-180).max(180)

/** A latitude/longitude pair, as [lat, lng] or an object; anything else means "no location". */
const coordinates = z
  .union([
    z.tuple([latitude, longitude]).transform(([lat, lng]) => ({ lat, lng })),
    z
      .object({ latitude, longitude })
      .transform(({ latitude: lat, longitude: lng }) => ({ lat, lng })),
    z.object({ lat: latitude, lng: longitude }),
  ])
  .nullable()
  .optional()
  .catch(null)
  .transform((value) => value ?? null)

export const estateRecordSchema = z
  .object({
    id: z.union([text, z.number().int().nonnegative()]).transform(String),
    image: text.refine((value) => safeImageUrl(value) !== undefined, 'an http(s) or site URL'),
    status: text,
    location: text,
    area_sq_ft: amount.pipe(z.number().positive()),
    estate_title: text,
    price: amount.pipe(z.number().nonnegative()),
    description: text,
    segment_name: text,
    facilities: z.array(text),
    coordinates,
  })
  .transform((record) => ({
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
  }))

export type Estate = z.output<typeof estateRecordSchema>

/** The data file is either `{ "properties": [...] }` or a bare array; the spec names both. */
export const estateFileSchema = z.union([
  z.object({ properties: z.array(z.unknown()) }).transform((file) => file.properties),
  z.array(z.unknown()),
])
