import fc from 'fast-check'
import { PROPERTY_RUNS } from '@/testing/property-runs'
import { dollars } from './display-units'

// The formatters as a French or German build has them: format.ts over that language's catalogue
// (the build resolves format-messages.ts to its sibling, decision 037).
const siblings = {
  fr: () => import('./format-messages.fr'),
  de: () => import('./format-messages.de'),
}
async function formatIn(language: keyof typeof siblings) {
  vi.resetModules()
  vi.doMock('./format-messages', siblings[language])
  const format = await import('./format')
  vi.doUnmock('./format-messages')
  return format
}

const euros = { currency: 'EUR', perDollar: 0.9294 } as const
// Written out by code point: French groups with U+202F (narrow no-break space) and puts U+00A0
// (no-break space) before the currency. Chromium's ICU prints the same characters (checked in
// e2e/languages-formats.spec.ts against the app's redraw of the prerendered page).
const narrow = '\u202f'
const noBreak = '\u00a0'

describe('in French', async () => {
  const { formatArea, formatDate, formatMoney, formatNumber, formatPrice } = await formatIn('fr')

  it('groups with a narrow no-break space and writes decimals with a comma', () => {
    expect(formatNumber(12_750_000)).toBe(`12${narrow}750${narrow}000`)
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(1000)).toBe(`1${narrow}000`)
    expect(formatMoney(2398.2, { cents: true, currency: 'GBP' })).toBe(
      `2${narrow}398,20${noBreak}£GB`,
    )
  })

  it('writes prices with the currency after the figure, dollars named as American', () => {
    expect(formatPrice(12_750_000, dollars)).toBe(`12${narrow}750${narrow}000${noBreak}$US`)
    expect(formatPrice(12_750_000, dollars, { approx: true })).toBe(
      `12${narrow}750${narrow}000${noBreak}$US`,
    )
    expect(formatPrice(12_750_000, euros)).toBe(`11${narrow}849${narrow}850${noBreak}€`)
    expect(formatPrice(12_750_000, euros, { approx: true })).toBe(`≈ 11,8${noBreak}M${noBreak}€`)
  })

  it('writes areas in pieds carrés or mètres carrés', () => {
    expect(formatArea(12_000)).toBe(`12${narrow}000${noBreak}pi²`)
    expect(formatArea(12_000, { unit: 'sqm' })).toBe(`1${narrow}115${noBreak}m²`)
    expect(formatArea(950, { long: true })).toBe(`950${noBreak}pieds carrés`)
    expect(formatArea(12_000, { unit: 'sqm', long: true })).toBe(
      `1${narrow}115${noBreak}mètres carrés`,
    )
  })

  it('writes dates as « 21 novembre 2026 »', () => {
    expect(formatDate('2026-11-21')).toBe('21 novembre 2026')
    expect(formatDate('2025-03-01')).toBe('1 mars 2025')
  })
})

describe('in German', async () => {
  const { formatArea, formatDate, formatMoney, formatNumber, formatPrice } = await formatIn('de')

  it('groups with points and writes decimals with a comma', () => {
    expect(formatNumber(12_750_000)).toBe('12.750.000')
    expect(formatNumber(1000)).toBe('1.000')
    expect(formatMoney(2398.2, { cents: true, currency: 'EUR' })).toBe(`2.398,20${noBreak}€`)
  })

  it('writes prices with the currency after the figure', () => {
    expect(formatPrice(12_750_000, dollars)).toBe(`12.750.000${noBreak}$`)
    expect(formatPrice(12_750_000, euros)).toBe(`11.849.850${noBreak}€`)
    expect(formatPrice(12_750_000, euros, { approx: true })).toBe(`≈ 11,8${noBreak}Mio.${noBreak}€`)
  })

  it('writes areas in Quadratfuß or Quadratmeter', () => {
    expect(formatArea(12_000)).toBe(`12.000${noBreak}ft²`)
    expect(formatArea(12_000, { unit: 'sqm' })).toBe(`1.115${noBreak}m²`)
    expect(formatArea(950, { long: true })).toBe(`950${noBreak}Quadratfuß`)
    expect(formatArea(12_000, { unit: 'sqm', long: true })).toBe(`1.115${noBreak}Quadratmeter`)
  })

  it('writes dates as „21. November 2026“', () => {
    expect(formatDate('2026-11-21')).toBe('21. November 2026')
    expect(formatDate('soon')).toBe('soon')
  })
})

describe.each(['fr', 'de'] as const)('every number in %s', (language) => {
  it('reads as Intl does, small ones written without a formatter included', async () => {
    const { formatNumber } = await formatIn(language)
    const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 0 })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 2_000 }), (a, b) => {
        expect(formatNumber(a)).toBe(intl.format(a))
        expect(formatNumber(b)).toBe(intl.format(b))
      }),
      { numRuns: PROPERTY_RUNS },
    )
  })
})
