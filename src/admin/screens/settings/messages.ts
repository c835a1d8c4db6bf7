import { retentionMonths } from '@/features/settings/settings-schema'

/** The Settings screen's words (issue 46). The back office is built in English (decision 048). */
export const settingsWords = {
  title: 'Settings',
  intro: 'How the agency’s site keeps what visitors send.',
  retentionTitle: 'Visitors’ requests',
  retentionLabel: 'Keep each request for (months)',
  retentionHint: `A viewing or similar-home request holds the visitor’s name, address, phone and message. It is deleted this many months after it arrived, each night, and at once when you shorten the term (${retentionMonths.min} to ${retentionMonths.max}).`,
  save: 'Save',
  saved: (months: number, deleted: number) =>
    `Saved: requests are kept for ${months} month${months === 1 ? '' : 's'}.${deleted ? ` ${deleted} older request${deleted === 1 ? ' was' : 's were'} deleted.` : ''}`,
}
