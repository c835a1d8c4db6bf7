import type { AreaUnit, Currency } from './display-units'
import { intlDate, intlMoney, intlWholeNumber, type MoneyStyle } from './intl-format'
import type { Translation } from '@/config/translation'
import type * as en from './format-messages'

// German writes every figure through Intl: "12.750.000 $", "≈ 11,8 Mio. €", "21. November 2026".
export const formats = {
  number: (value: number) => intlWholeNumber('de', value),
  money: (value: number, currency: Currency, style: MoneyStyle) =>
    intlMoney('de', currency, style).format(value),
  date: (day: Date) => intlDate('de', day),
  beforeUnit: '\u00a0',
  areaUnits: {
    sqft: { short: 'ft²', long: 'Quadratfuß', legend: 'ft²' },
    sqm: { short: 'm²', long: 'Quadratmeter', legend: 'm²' },
  } satisfies Record<AreaUnit, { short: string; long: string; legend: string }>,
} satisfies Translation<typeof en.formats>
