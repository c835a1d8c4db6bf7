import * as z from 'zod/mini'
import { savedSearches } from '@/config/constants'
import { DEFAULT_LANGUAGE, languages, type Language } from '@/config/languages'
import { savedSearchMessages } from './messages'
import type { Translation } from '@/config/translation'

/**
 * A saved search, as the dialog and the profile send it and the function reads it: one definition
 * for both (functions/src imports this file, as the enquiry's). The owner is not in it: the
 * function takes that from the ID token.
 */

/**
 * The words of the field errors: the page's catalogue by default (the dialog's and the profile's),
 * or the one of the language the function answers in (it bundles every language's, as it says its
 * refusals).
 */
export type SavedSearchRuleTexts = Translation<typeof savedSearchMessages.validation>

export const searchFrequencies = ['off', 'daily', 'weekly'] as const
export type SearchFrequency = (typeof searchFrequencies)[number]

/**
 * The site's own reading of a search string, which gives it back as the site writes it in the
 * address (the estates' `canonicalEstateQuery`): passed in, as a feature imports no other.
 */
export type CanonicalQuery = (search: string) => string

/** Line breaks, tabs and other control characters become one space: a name stays one line. */
const oneLine = (value: string) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim()

const nameRule = (rules: SavedSearchRuleTexts) =>
  z
    .string(rules.nameRequired)
    .check(
      z.overwrite(oneLine),
      z.minLength(1, { error: rules.nameRequired, abort: true }),
      z.maxLength(savedSearches.nameMaxLength, rules.nameTooLong),
    )
const frequencyRule = (rules: SavedSearchRuleTexts) =>
  z.enum(searchFrequencies, rules.frequencyInvalid)

export function savedSearchRules(
  canonical: CanonicalQuery,
  rules: SavedSearchRuleTexts = savedSearchMessages.validation,
) {
  return z.object({
    name: nameRule(rules),
    query: z
      .string(rules.queryInvalid)
      .check(
        z.maxLength(savedSearches.queryMaxLength, { error: rules.queryInvalid, abort: true }),
        z.overwrite(canonical),
        z.maxLength(savedSearches.queryMaxLength, rules.queryInvalid),
      ),
    frequency: z.prefault(frequencyRule(rules), 'off'),
  })
}

/** A change to a saved search: its name, its frequency, or both. */
export function searchChangeRules(rules: SavedSearchRuleTexts = savedSearchMessages.validation) {
  return z
    .object({ name: z.optional(nameRule(rules)), frequency: z.optional(frequencyRule(rules)) })
    .check(
      z.refine((change) => change.name !== undefined || change.frequency !== undefined, {
        error: rules.nothingToChange,
        path: ['request'],
      }),
    )
}

export type NewSavedSearch = z.output<ReturnType<typeof savedSearchRules>>
export type SearchChange = z.output<ReturnType<typeof searchChangeRules>>

/**
 * The language of the page a search was last saved or changed from (the request's
 * Accept-Language, as every call of the site's functions sends it): its alert mails are written in
 * it. A search stored before the field, or an unknown code, is English.
 */
export const searchLanguage = z.catch(z.enum(languages), DEFAULT_LANGUAGE)
export const languageOfSearch = (stored: unknown): Language => searchLanguage.parse(stored)

/** A saved search as the function gives it back. */
export type SavedSearch = NewSavedSearch & {
  id: string
  language: Language
  createdAt: number
  updatedAt: number
}

/** Where a problem is shown: a field's name, or `request` for the whole. */
export type SavedSearchErrors = Record<string, string>

type Checked<T> = { ok: true; data: T } | { ok: false; errors: SavedSearchErrors }

function check<T>(
  result:
    { success: true; data: T } | { success: false; error: { issues: readonly z.core.$ZodIssue[] } },
): Checked<T> {
  if (result.success) return { ok: true, data: result.data }
  const errors: SavedSearchErrors = {}
  for (const issue of result.error.issues)
    errors[String(issue.path[0] ?? 'request')] ??= issue.message
  return { ok: false, errors }
}

/**
 * Checks a new saved search; its query comes back canonical. The field errors are in the words of
 * `rules` (the page's unless told).
 */
export const checkSavedSearch = (
  value: unknown,
  canonical: CanonicalQuery,
  rules?: SavedSearchRuleTexts,
) => check(savedSearchRules(canonical, rules).safeParse(value))

/** Checks a change of name or frequency, in the words of `rules` (the page's unless told). */
export const checkSearchChange = (value: unknown, rules?: SavedSearchRuleTexts) =>
  check(searchChangeRules(rules).safeParse(value))
