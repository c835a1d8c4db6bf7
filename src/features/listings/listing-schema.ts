import * as z from 'zod/mini'
import type { TranslatedLanguage } from '@/config/languages'
import { uploadedPhotoSchema, type UploadedPhoto } from '@/features/photos/photo-schema'
import { actorSchema } from '@/features/staff/staff-schema'
import { listingMoveNames, listingStateNames } from './listing-states'
import { listingMessages } from './messages'

/**
 * What the back office and the admin function say to each other about listings (issue 44): one
 * definition for both, parsed at the back office's edge with the shapes the function writes.
 *
 * A listing keeps the site's OWN data formats, so exporting it (issue 45) is a copy: `record` is
 * one entry of public/data.json's `properties` (English), `translations` holds its entries of
 * data.fr.json and data.de.json. They are checked by the site's parser (check-listing.ts), never
 * by a second definition of a field; here they are JSON objects.
 */

/** A listing's id: the estate's `id` and its address on the site (`/{id}`); a Firestore id too. */
export const LISTING_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

export type ListingTexts = typeof listingMessages.problems

const jsonObject = z.record(z.string(), z.unknown())
export type JsonObject = z.infer<typeof jsonObject>

/** An uploaded photo's facts, as the upload answered them, kept beside the record's URL. */
export const photoMetaSchema = uploadedPhotoSchema
export type PhotoMeta = UploadedPhoto

const content = {
  record: jsonObject,
  translations: z.object({ fr: z.optional(jsonObject), de: z.optional(jsonObject) }),
  photos: z._default(z.array(photoMetaSchema), []),
}

export const listingContentSchema = z.object(content)

export type ListingContent = {
  record: JsonObject
  translations: Partial<Record<TranslatedLanguage, JsonObject>>
  photos: PhotoMeta[]
}

const state = z.enum(listingStateNames)

/** A listing as the back office edits it: its newest revision. */
export const listingSchema = z.object({
  id: z.string(),
  state,
  /** The newest revision's number: a save names it as its base. */
  revision: z.number(),
  ...content,
  /** The agent whose listing it is (uid null: imported from the catalogue). */
  owner: actorSchema,
  updatedBy: actorSchema,
  updatedAt: z.number(),
})
export type Listing = z.infer<typeof listingSchema>

/** A listing in the list: enough to find it and see where it is. */
export const listingSummarySchema = z.object({
  id: z.string(),
  state,
  revision: z.number(),
  title: z.string(),
  location: z.string(),
  image: z.nullable(z.string()),
  owner: actorSchema,
  updatedBy: actorSchema,
  updatedAt: z.number(),
  /** How many fields need another look before it can be sent for review or published. */
  problems: z.number(),
})
export type ListingSummary = z.infer<typeof listingSummarySchema>

export const listingAnswerSchema = z.object({ listing: listingSchema })
export const listingListAnswerSchema = z.object({ listings: z.array(listingSummarySchema) })
export const listingDeletedAnswerSchema = z.object({ deleted: z.literal(true) })

/** Who changed a listing since the revision a save started from, and when (a 409's details). */
export const conflictSchema = z.object({
  changedBy: actorSchema,
  changedAt: z.number(),
  revision: z.number(),
})
export type Conflict = z.infer<typeof conflictSchema>

const base = z.int().check(z.positive())

/** `POST /api/admin/listings`: a new draft, with the id asked for, or the next free number. */
export const newListingRules = (texts: ListingTexts = listingMessages.problems) =>
  z.object({
    id: z.optional(
      z.string(texts.id).check(
        z.trim(),
        z.refine((value) => value === '' || LISTING_ID_PATTERN.test(value), texts.id),
      ),
    ),
  })

/** `PUT /api/admin/listings/{id}`: the content, saved as the revision after `base`. */
export const saveRules = () => z.object({ base, ...content })
export type ListingSave = z.infer<ReturnType<typeof saveRules>>

/** `POST /api/admin/listings/{id}/{move}`, and a deletion: from the revision `base`. */
export const moveRules = () => z.object({ base })

export const moveSchema = z.enum(listingMoveNames)
