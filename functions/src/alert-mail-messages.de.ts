import { SITE_NAME } from '@/config/constants'
import { intlMoney, intlWholeNumber } from '@/lib/intl-format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type { alertMailMessages as en } from './alert-mail-messages'

// Figures as the German pages write them (decision 041): "12.750.000 $".
const price = (value: number | null, monthly: boolean) =>
  value === null
    ? 'Preis auf Anfrage'
    : `${intlMoney('de', 'USD', 'whole').format(value)}${monthly ? ' pro Monat' : ''}`

const count = (n: number, one: string, other: string) =>
  `${intlWholeNumber('de', n)} ${plural(n, { one, other }, 'de')}`

const frequencies: Record<string, string> = { off: 'nie', daily: 'täglich', weekly: 'wöchentlich' }

const availability: Record<string, string> = {
  available: 'wieder verfügbar',
  'under offer': 'jetzt reserviert',
  sold: 'jetzt verkauft',
  let: 'jetzt vermietet',
}

const quoted = (text: string) => `„${text}“`

export const alertMailMessages = {
  subject: (newEstates: number, changes: number) =>
    [
      newEstates ? count(newEstates, 'neue Immobilie', 'neue Immobilien') : '',
      changes ? `${count(changes, 'Änderung', 'Änderungen')} bei Ihren gemerkten Immobilien` : '',
    ]
      .filter(Boolean)
      .join(' und ') + ` | ${SITE_NAME}`,
  greeting: 'Guten Tag,',
  newFor: (search: string) => `Neue Immobilien für Ihre gespeicherte Suche ${quoted(search)}:`,
  estateLine: (title: string, location: string, amount: number | null, monthly: boolean) =>
    `${title}, ${location}: ${price(amount, monthly)}`,
  more: (n: number) => `und ${count(n, 'weitere Immobilie', 'weitere Immobilien')}: alle ansehen`,
  seeSearch: 'Diese Suche auf der Website ansehen',
  link: (label: string, url: string) => `${label}: ${url}`,
  savedChanges: 'Änderungen bei Ihren gemerkten Immobilien:',
  priceChange: (title: string, from: number | null, to: number | null, monthly: boolean) =>
    `${title}: jetzt ${price(to, monthly)} (zuvor ${price(from, monthly)})`,
  availabilityChange: (title: string, to: string) => `${title}: ${availability[to] ?? to}`,
  removed: (title: string) => `${title}: nicht mehr im Angebot`,
  why: (searches: { name: string; frequency: string }[], savedEstates: boolean) =>
    `Warum Sie diese E-Mail erhalten: Für ${searches.length === 1 ? 'Ihre gespeicherte Suche' : 'Ihre gespeicherten Suchen'} ${searches
      .map(({ name, frequency }) => `${quoted(name)} (${frequencies[frequency] ?? frequency})`)
      .join(', ')} sind bei ${SITE_NAME} E-Mail-Benachrichtigungen aktiviert` +
    (savedEstates
      ? '; damit benachrichtigen wir Sie auch, wenn sich Preis oder Verfügbarkeit einer von Ihnen gemerkten Immobilie ändern oder sie aus dem Angebot genommen wird.'
      : '.') +
    ' Sie erhalten höchstens eine E-Mail pro Tag oder, wenn alle Ihre Benachrichtigungen wöchentlich sind, eine pro Woche.',
  unsubscribe: 'Alle diese Benachrichtigungen abbestellen',
  unsubscribeText: (url: string) => `Alle diese Benachrichtigungen abbestellen: ${url}`,
  signature: SITE_NAME,
} satisfies Translation<typeof en>
