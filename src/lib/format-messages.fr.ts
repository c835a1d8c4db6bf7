import type { AreaUnit, Currency } from './display-units'
import { intlDate, intlMoney, intlWholeNumber, type MoneyStyle } from './intl-format'
import type { Translation } from '@/config/translation'
import type * as en from './format-messages'

// French writes every figure through Intl: "12 750 000 $US", "≈ 11,8 M €", "21 novembre 2026"
// (groups with U+202F, as Chromium does; format-messages.test.ts holds the two equal).
export const formats = {
  number: (value: number) => intlWholeNumber('fr', value),
  money: (value: number, currency: Currency, style: MoneyStyle) =>
    intlMoney('fr', currency, style).format(value),
  date: (day: Date) => intlDate('fr', day),
  // a no-break space: a figure never leaves its unit at a line's end
  beforeUnit: '\u00a0',
  // "pi²", the French abbreviation of the foot (pied), as the m² beside it
  areaUnits: {
    sqft: { short: 'pi²', long: 'pieds carrés', legend: 'pi²' },
    sqm: { short: 'm²', long: 'mètres carrés', legend: 'm²' },
  } satisfies Record<AreaUnit, { short: string; long: string; legend: string }>,
} satisfies Translation<typeof en.formats>
