import * as z from 'zod/mini'
import { savedEstates as limits } from '@/config/constants'

/**
 * Saved estates as the browser sends them and the savedEstates function reads and answers them:
 * one definition for both (functions/src imports this file; decision 035). The account is not in
 * it: the function takes that from the ID token.
 */

/** An estate id as the catalogue writes them, and safe as a Firestore document id. */
export const ESTATE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

export const estateIdSchema = z.string().check(z.regex(ESTATE_ID_PATTERN))

const title = z.string().check(z.maxLength(limits.titleMaxLength))

export const savedEstateSchema = z.object({
  id: estateIdSchema,
  title,
  /** Milliseconds since the epoch. */
  savedAt: z.number().check(z.nonnegative()),
})

/** PUT /api/saved-estates/{id}. */
export const saveRequestSchema = z.object({ title })

/** POST /api/saved-estates: a browser's list, merged once into the account's (the migration). */
export const mergeRequestSchema = z.object({
  estates: z.array(savedEstateSchema).check(z.maxLength(limits.max)),
})

/** GET's answer, and POST's: the account's list, newest first. */
export const savedListSchema = z.object({ estates: z.array(savedEstateSchema) })

export type SavedEstateRecord = z.output<typeof savedEstateSchema>
