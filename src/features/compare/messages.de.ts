import { COMPARE_MAX } from '@/config/constants'
import type { AreaUnit } from '@/lib/display-units'
import { areaUnitWords, formatDate, formatNumber } from '@/lib/format'
import { plural } from '@/lib/plural'
import type { Translation } from '@/config/translation'
import type * as en from './messages'

/** "1 Immobilie", "3 Immobilien". */
const estates = (count: number) =>
  `${formatNumber(count)} ${plural(count, { one: 'Immobilie', other: 'Immobilien' }, 'de')}`

export const compareMessages = {
  bar: {
    label: 'Immobilien zum Vergleich',
    open: (count: number) => `Vergleichen (${formatNumber(count)})`,
    clear: 'Leeren',
    clearLabel: 'Alle Immobilien aus dem Vergleich entfernen',
  },
  page: {
    eyebrow: 'Im direkten Vergleich',
    heading: 'Immobilien vergleichen',
    intro: `Bis zu ${formatNumber(COMPARE_MAX)} Immobilien, jedes Merkmal in einer Zeile; mit „Unterschied“ markierte Zeilen zeigen, worin sie sich unterscheiden.`,
    caption: (count: number) => `${estates(count)} im Vergleich, eine pro Spalte`,
    estate: 'Immobilie',
    emptyTitle: 'Wählen Sie mindestens zwei Immobilien zum Vergleich',
    emptyBody: `Wählen Sie bei bis zu ${formatNumber(COMPARE_MAX)} Immobilien, die Sie interessieren, „Vergleichen“: Hier erscheinen sie dann nebeneinander.`,
    emptyAction: 'Immobilien entdecken',
    notListed: (count: number) =>
      plural(
        count,
        {
          one: `${estates(count)} aus diesem Link ist nicht in unserer Kollektion und wurde ausgelassen.`,
          other: `${estates(count)} aus diesem Link sind nicht in unserer Kollektion und wurden ausgelassen.`,
        },
        'de',
      ),
    overLimit: (count: number) =>
      `Es können nur ${formatNumber(COMPARE_MAX)} Immobilien gleichzeitig verglichen werden: ${estates(count)} aus diesem Link ${plural(count, { one: 'wurde', other: 'wurden' }, 'de')} ausgelassen.`,
  },
  rows: {
    price: 'Preis',
    perArea: { sqft: 'Preis pro Quadratfuß', sqm: 'Preis pro Quadratmeter' },
    area: 'Fläche',
    status: 'Angebotsart',
    segment: 'Kategorie',
    location: 'Lage',
    facilities: 'Ausstattung',
  },
  differs: 'Unterschied',
  differsLabel: 'hier unterscheiden sich die Immobilien',
  yes: 'Ja',
  no: 'Nein',
  perArea: (figure: string, unit: AreaUnit) => `${figure} / ${areaUnitWords[unit].legend}`,
  convertedAt: (date: string, source: string) =>
    `Preise aus US-Dollar umgerechnet zu den Wechselkursen vom ${formatDate(date)} (${source}).`,
  notApplicable: {
    onRequest: 'Keine Angabe: Preis auf Anfrage',
    rent: 'Keine Angabe bei Miete',
  },
  view: (title: string) => `${title} ansehen`,
  moveLeft: (title: string) => `${title} nach links verschieben`,
  moveRight: (title: string) => `${title} nach rechts verschieben`,
  remove: (title: string) => `${title} aus dem Vergleich entfernen`,
  removed: (title: string) => `${title} wurde aus dem Vergleich entfernt.`,
} as const satisfies Translation<typeof en.compareMessages>

export const compareToggleMessages = {
  compare: 'Vergleichen',
  label: (title: string) => `${title} vergleichen`,
  full: (title: string) =>
    `Sie können bis zu ${COMPARE_MAX} Immobilien vergleichen. Entfernen Sie eine aus dem Vergleich, um ${title} hinzuzufügen.`,
  failed: 'Dieser Browser konnte Ihren Vergleich nicht speichern. Bitte versuchen Sie es erneut.',
  barFailed: 'Die Vergleichsleiste konnte nicht geladen werden.',
} satisfies Translation<typeof en.compareToggleMessages>
