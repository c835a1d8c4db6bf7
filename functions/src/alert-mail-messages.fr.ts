import { SITE_NAME } from '@/config/constants'
import { intlMoney, intlWholeNumber } from '@/lib/intl-format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type { alertMailMessages as en } from './alert-mail-messages'

// Figures as the French pages write them (decision 041): "12 750 000 $US".
const price = (value: number | null, monthly: boolean) =>
  value === null
    ? 'prix sur demande'
    : `${intlMoney('fr', 'USD', 'whole').format(value)}${monthly ? ' par mois' : ''}`

const count = (n: number, one: string, other: string) =>
  `${intlWholeNumber('fr', n)} ${plural(n, { one, other }, 'fr')}`

const frequencies: Record<string, string> = {
  off: 'jamais',
  daily: 'chaque jour',
  weekly: 'chaque semaine',
}

// Whole phrases, so that no word has to agree with an estate's title ("la villa", "le manoir").
const availability: Record<string, string> = {
  available: 'de nouveau disponible',
  'under offer': 'une offre est en cours',
  sold: 'la vente est conclue',
  let: 'la location est conclue',
}

const quoted = (text: string) => `«\u202f${text}\u202f»`

export const alertMailMessages = {
  subject: (newEstates: number, changes: number) =>
    [
      newEstates ? count(newEstates, 'nouvelle propriété', 'nouvelles propriétés') : '',
      changes
        ? `${count(changes, 'changement', 'changements')} concernant vos propriétés enregistrées`
        : '',
    ]
      .filter(Boolean)
      .join(' et ') + ` | ${SITE_NAME}`,
  greeting: 'Bonjour,',
  newFor: (search: string) =>
    `Nouvelles propriétés pour votre recherche enregistrée ${quoted(search)}\u202f:`,
  estateLine: (title: string, location: string, amount: number | null, monthly: boolean) =>
    `${title}, ${location}\u202f: ${price(amount, monthly)}`,
  more: (n: number) =>
    `et ${count(n, 'autre propriété', 'autres propriétés')}\u202f: voyez-les toutes`,
  seeSearch: 'Voir cette recherche sur le site',
  link: (label: string, url: string) => `${label}\u202f: ${url}`,
  savedChanges: 'Changements concernant vos propriétés enregistrées\u202f:',
  priceChange: (title: string, from: number | null, to: number | null, monthly: boolean) =>
    `${title}\u202f: désormais ${price(to, monthly)} (auparavant ${price(from, monthly)})`,
  availabilityChange: (title: string, to: string) => `${title}\u202f: ${availability[to] ?? to}`,
  removed: (title: string) => `${title}\u202f: ne figure plus dans notre collection`,
  why: (searches: { name: string; frequency: string }[], savedEstates: boolean) =>
    `Pourquoi ce message\u202f: ${searches.length === 1 ? 'votre recherche enregistrée' : 'vos recherches enregistrées'} ${searches
      .map(({ name, frequency }) => `${quoted(name)} (${frequencies[frequency] ?? frequency})`)
      .join(
        ', ',
      )} ${searches.length === 1 ? 'a' : 'ont'} les alertes e-mail activées sur ${SITE_NAME}` +
    (savedEstates
      ? '\u202f; avec les alertes activées, nous vous signalons aussi quand une propriété que vous avez enregistrée change de prix ou de disponibilité, ou est retirée.'
      : '.') +
    ' Vous recevez au plus un message par jour, ou par semaine si toutes vos alertes sont hebdomadaires.',
  unsubscribe: 'Interrompre toutes ces alertes',
  unsubscribeText: (url: string) => `Interrompre toutes ces alertes\u202f: ${url}`,
  signature: SITE_NAME,
} satisfies Translation<typeof en>
