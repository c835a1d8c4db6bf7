import { SITE_NAME } from '@/config/constants'
import { formatMoney } from '@/lib/format'

const price = (value: number | null, monthly: boolean) =>
  value === null ? 'price on request' : `${formatMoney(value)}${monthly ? ' a month' : ''}`

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** A search's alerts as the mail names them, by its frequency. */
const frequencies: Record<string, string> = { off: 'off', daily: 'daily', weekly: 'weekly' }

/**
 * The alert mail, word for word. Apart from the site's catalogues, as mail-messages.ts is: the
 * function sends it and a reader has no page around it. French and German beside it
 * (alert-mail-messages.fr.ts, .de.ts): a mail is written in the language of the page its reader's
 * search was saved from, its figures as that language writes them.
 */
export const alertMailMessages = {
  subject: (newEstates: number, changes: number) =>
    [
      newEstates ? count(newEstates, 'new estate') : '',
      changes ? count(changes, 'change') + ' to your saved estates' : '',
    ]
      .filter(Boolean)
      .join(' and ') + ` | ${SITE_NAME}`,
  greeting: 'Hello,',
  newFor: (search: string) => `New estates for your saved search "${search}":`,
  estateLine: (title: string, location: string, amount: number | null, monthly: boolean) =>
    `${title}, ${location}: ${price(amount, monthly)}`,
  more: (n: number) => `and ${count(n, 'more estate')}: see them all`,
  seeSearch: 'See this search on the site',
  /** A link's words and its address, in the text part. */
  link: (label: string, url: string) => `${label}: ${url}`,
  savedChanges: 'Changes to estates you saved:',
  priceChange: (title: string, from: number | null, to: number | null, monthly: boolean) =>
    `${title}: the price is now ${price(to, monthly)} (was ${price(from, monthly)})`,
  availabilityChange: (title: string, to: string) =>
    to === 'available' ? `${title}: available again` : `${title}: now ${to}`,
  removed: (title: string) => `${title}: no longer listed`,
  why: (searches: { name: string; frequency: string }[], savedEstates: boolean) =>
    `Why you received this: your saved ${searches.length === 1 ? 'search' : 'searches'} ${searches
      .map(({ name, frequency }) => `"${name}" (${frequencies[frequency] ?? frequency})`)
      .join(', ')} ${searches.length === 1 ? 'has' : 'have'} email alerts on at ${SITE_NAME}` +
    (savedEstates
      ? ', and with alerts on we also tell you when an estate you saved changes price or availability or is withdrawn.'
      : '.') +
    ' You get at most one mail a day, or a week if all your alerts are weekly.',
  unsubscribe: 'Stop all these alerts',
  unsubscribeText: (url: string) => `Stop all these alerts: ${url}`,
  signature: SITE_NAME,
} as const
