import * as z from 'zod/mini'

/**
 * The agency's settings (issue 46), one document kept by the admin function (`settings/agency`),
 * changed by owners and admins in the back office. Today: how long the inbox keeps a visitor's
 * request before it is deleted (their name, address, phone and message are personal data).
 */
export const SETTINGS_COLLECTION = 'settings'
export const SETTINGS_DOCUMENT = 'agency'

/** Months a request is kept: at least one, at most ten years. */
export const retentionMonths = { min: 1, max: 120 } as const

/** What the settings form says of a term out of range (the back office's words, decision 048). */
const outOfRange = `Choose a whole number of months from ${retentionMonths.min} to ${retentionMonths.max}.`

export const agencySettingsSchema = z.object({
  inboxRetentionMonths: z
    .int({ error: outOfRange })
    .check(
      z.gte(retentionMonths.min, { error: outOfRange }),
      z.lte(retentionMonths.max, { error: outOfRange }),
    ),
})
export type AgencySettings = z.infer<typeof agencySettingsSchema>

/** What holds before anyone has saved a setting: two years, a common term for business enquiries. */
export const defaultSettings: AgencySettings = { inboxRetentionMonths: 24 }

/**
 * `GET` and `PUT /api/admin/settings`: the settings as they are (after the change); a change says
 * how many requests the retention deleted.
 */
export const settingsAnswerSchema = z.object({
  settings: agencySettingsSchema,
  deleted: z.optional(z.int()),
})

/** The moment before which a request is deleted, for `months` of retention, at `now` (UTC). */
export function retentionCutoff(now: number, months: number) {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff.getTime()
}
