import * as z from 'zod/mini'
import { safeImageUrl } from './safe-url'

// zod/mini: the same schemas as classic zod at a fraction of the bytes on the home page.

/** Non-empty text, trimmed. */
export const text = z.string().check(z.trim(), z.minLength(1))

/** Ids compare as text, so 7 and "7" name the same record. */
export const recordId = z.pipe(
  z.union([text, z.number().check(z.int(), z.nonnegative())]),
  z.transform(String),
)

/** An image is shown only from an http(s) URL or a path on this site. */
export const imageUrl = text.check(
  z.refine((value) => safeImageUrl(value) !== undefined, 'an http(s) or site URL'),
)
