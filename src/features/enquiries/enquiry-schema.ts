import * as z from 'zod/mini'
import { enquiry } from '@/config/constants'
import { DEFAULT_LANGUAGE, languages } from '@/config/languages'
import { enquiryMessages } from './messages'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@/lib/email-address'
import type { Translation } from '@/config/translation'

/**
 * A viewing request, as the form sends it and the function reads it: one definition for both
 * (functions/src imports this file; decision 021). The visitor's identity is not in it: the
 * function takes that from the ID token.
 */

/**
 * The words of the field errors: the page's catalogue by default (the form's), or the one of the
 * language the function answers in (it bundles every language's, as it says its refusals).
 */
export type EnquiryRuleTexts = Translation<typeof enquiryMessages.validation>

const DAY_MS = 24 * 60 * 60 * 1000

/** Digits, spaces and the usual separators, an optional leading +, 6 to 20 characters. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{4,18}[0-9]$/

/** An instant with its offset, as `Date.prototype.toISOString` writes it (or with +hh:mm). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/

/** Line breaks, tabs and other control characters become one space: a name stays one line. */
const oneLine = (value: string) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim()

export const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

const instant = (value: string) => (ISO_INSTANT.test(value) ? Date.parse(value) : Number.NaN)

function preferredDate(now: number, rules: EnquiryRuleTexts) {
  return z.string(rules.dateInvalid).check(
    z.refine((value) => !Number.isNaN(instant(value)), { error: rules.dateInvalid, abort: true }),
    z.refine((value) => instant(value) > now, { error: rules.dateInPast, abort: true }),
    z.refine((value) => instant(value) <= now + enquiry.horizonDays * DAY_MS, rules.dateTooFar),
  )
}

/**
 * What is asked: a viewing of the estate, with preferred dates; or, for an estate that is sold or
 * let, a home like it, with none.
 */
export const enquiryKinds = ['viewing', 'similar'] as const
export type EnquiryKind = (typeof enquiryKinds)[number]

const kindOf = (value: unknown): EnquiryKind =>
  value && typeof value === 'object' && 'kind' in value && value.kind === 'similar'
    ? 'similar'
    : 'viewing'

/**
 * The rules of a kind of request at a given moment: a viewing's preferred dates are in the
 * future and within 90 days of `now`; a similar home's request has none.
 */
export function enquiryRules(
  now: Date,
  kind: EnquiryKind = 'viewing',
  rules: EnquiryRuleTexts = enquiryMessages.validation,
) {
  const dates = z.array(preferredDate(now.getTime(), rules), rules.datesRequired)
  return z.object({
    kind: z.prefault(z.enum(enquiryKinds), 'viewing'),
    estateId: z.prefault(
      z
        .string(rules.estateRequired)
        .check(
          z.trim(),
          z.minLength(1, rules.estateRequired),
          z.maxLength(64, rules.estateRequired),
        ),
      '',
    ),
    name: z.prefault(
      z
        .string(rules.nameRequired)
        .check(
          z.overwrite(oneLine),
          z.minLength(1, { error: rules.nameRequired, abort: true }),
          z.maxLength(enquiry.nameMaxLength, rules.nameTooLong),
        ),
      '',
    ),
    email: z.prefault(
      z.string(rules.emailRequired).check(
        z.trim(),
        z.minLength(1, { error: rules.emailRequired, abort: true }),
        // The length first, and no further: nothing longer is an address.
        z.maxLength(EMAIL_MAX_LENGTH, { error: rules.emailInvalid, abort: true }),
        z.regex(EMAIL_PATTERN, rules.emailInvalid),
      ),
      '',
    ),
    phone: z.prefault(
      z.string(rules.phoneInvalid).check(
        z.overwrite(oneLine),
        z.refine((value) => value === '' || PHONE_PATTERN.test(value), rules.phoneInvalid),
      ),
      '',
    ),
    dates: z.prefault(
      kind === 'viewing'
        ? dates.check(
            z.minLength(1, rules.datesRequired),
            z.maxLength(enquiry.maxDates, rules.datesTooMany),
          )
        : dates.check(z.maxLength(0, rules.datesNotWanted)),
      [],
    ),
    timeZone: z.prefault(
      z
        .string(rules.timeZoneInvalid)
        .check(z.maxLength(64, rules.timeZoneInvalid), z.refine(isTimeZone, rules.timeZoneInvalid)),
      'UTC',
    ),
    message: z.prefault(
      z
        .string(rules.messageTooLong)
        .check(z.maxLength(enquiry.messageMaxLength, rules.messageTooLong)),
      '',
    ),
    consent: z.literal(true, rules.consentRequired),
    /**
     * The language of the page it was asked from: the visitor's confirmation is written in it.
     * Missing or unknown, English: a page cached before the field, or a language the deployed
     * function does not know yet, still reaches the agent; only the confirmation's words differ.
     */
    language: z.catch(z.enum(languages), DEFAULT_LANGUAGE),
  })
}

export type EnquiryInput = z.input<ReturnType<typeof enquiryRules>>
export type Enquiry = z.output<ReturnType<typeof enquiryRules>>

/** Where a problem is shown: a field's name, or `dates.N` for the Nth preferred date sent. */
export type EnquiryErrors = Record<string, string>

/**
 * Checks a request; on failure, the first message for each field, keyed as the form shows them,
 * in the words of `rules` (the page's unless told).
 */
export function checkEnquiry(
  value: unknown,
  now: Date,
  rules?: EnquiryRuleTexts,
): { ok: true; data: Enquiry } | { ok: false; errors: EnquiryErrors } {
  const result = enquiryRules(now, kindOf(value), rules).safeParse(value)
  if (result.success) return { ok: true, data: result.data }
  const errors: EnquiryErrors = {}
  for (const issue of result.error.issues) {
    const [field, index] = issue.path
    const key =
      field === 'dates' && typeof index === 'number' ? `dates.${index}` : String(field ?? 'request')
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}
