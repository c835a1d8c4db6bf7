// @vitest-environment node
import { readFileSync } from 'node:fs'
import { parseRates } from '@/lib/rates'
import { AED_PER_DOLLAR, EcbFileError, inDollars, parseEcbDaily } from './ecb-rates'

// Files in the ECB's published format (eurofxref-daily.xml: its envelope, namespaces, single-quoted
// attributes and tabs), with the currencies of a 2026 file.
const ecbFile = (name: string) =>
  readFileSync(new URL(`./ecb-files/${name}`, import.meta.url), 'utf8')
const friday = ecbFile('eurofxref-daily-2026-11-27.xml')
const christmasEve = ecbFile('eurofxref-daily-2026-12-24.xml')
const withoutFranc = ecbFile('eurofxref-daily-without-chf.xml')

describe('parseEcbDaily', () => {
  it('reads a normal day: its date and every currency per euro', () => {
    const day = parseEcbDaily(friday)
    expect(day.date).toBe('2026-11-27')
    expect(Object.keys(day.perEuro)).toHaveLength(29)
    expect(day.perEuro).toMatchObject({
      USD: 1.076,
      GBP: 0.85736,
      CHF: 0.8921,
      JPY: 165.42,
      IDR: 17245.1,
    })
  })

  it("gives the file's own date, not the day asked: Friday's on a Sunday, Christmas Eve's over the holidays", () => {
    // Asked on Sunday 29 November 2026, the ECB's file is still Friday's.
    expect(parseEcbDaily(friday).date).toBe('2026-11-27')
    // 25 and 26 December are TARGET holidays (no reference rates): on Saturday the 26th and Sunday
    // the 27th the file is Thursday the 24th's.
    expect(parseEcbDaily(christmasEve).date).toBe('2026-12-24')
  })

  it('reads a day with a single currency and a closing on one line, as the ECB has written it', () => {
    const compact = friday
      .replace(/\t\t\t<Cube currency='(?!USD)[A-Z]{3}' rate='[\d.]+'\/>\n/g, '')
      .replace(/\n\t\t<\/Cube>\n\t<\/Cube>/, '</Cube></Cube>')
    expect(parseEcbDaily(compact)).toEqual({ date: '2026-11-27', perEuro: { USD: 1.076 } })
  })

  it('refuses a truncated file (a download cut off)', () => {
    for (const cut of [friday.length - 20, friday.indexOf("<Cube currency='GBP'"), 200]) {
      expect(() => parseEcbDaily(friday.slice(0, cut))).toThrow(EcbFileError)
    }
  })

  it('refuses what is not the daily file: an error page, an empty answer, another shape', () => {
    expect(() => parseEcbDaily('<html><body><h1>503</h1><p>Maintenance')).toThrow(EcbFileError)
    expect(() => parseEcbDaily('')).toThrow(EcbFileError)
    expect(() => parseEcbDaily('<?xml version="1.0"?><rates><USD>1.07</USD></rates>')).toThrow(
      /one day of rates, found 0/,
    )
    // The 90-day history file holds many days: not today's.
    const twoDays = friday.replace(
      "\t\t<Cube time='2026-11-27'>",
      "\t\t<Cube time='2026-11-26'><Cube currency='USD' rate='1.0751'/></Cube>\n\t\t<Cube time='2026-11-27'>",
    )
    expect(() => parseEcbDaily(twoDays)).toThrow(/found 2/)
  })

  it('refuses a bad date or rate rather than guess', () => {
    const bad = (from: string, to: string) => () => parseEcbDaily(friday.replace(from, to))
    expect(bad("time='2026-11-27'", "time='2026-11-31'")).toThrow(/not a date/)
    expect(bad("time='2026-11-27'", "time='27.11.2026'")).toThrow(/not a date/)
    expect(bad("rate='1.0760'", "rate='1,0760'")).toThrow(/USD's rate/)
    expect(bad("rate='1.0760'", "rate='0'")).toThrow(/USD's rate/)
    expect(bad("rate='1.0760'", "rate='-1.0760'")).toThrow(/USD's rate/)
    expect(bad("rate='1.0760'", "rate=''")).toThrow(/USD's rate/)
    expect(bad("currency='USD' ", "currency='usd' ")).toThrow(/currency code/)
  })
})

describe('inDollars', () => {
  it('converts the euro base to the dollar: perDollar = perEuro / perEuro.USD, the euro 1 / USD', () => {
    const rates = inDollars(parseEcbDaily(friday))
    expect(rates).toEqual({
      base: 'USD',
      date: '2026-11-27',
      source: 'European Central Bank',
      // 1 / 1.0760, 0.85736 / 1.0760, 0.8921 / 1.0760, to 6 significant digits.
      rates: { EUR: 0.929368, GBP: 0.796803, CHF: 0.829089, AED: 3.6725 },
    })
    // What the site showed from the committed file of 21 November, to its 4 digits.
    expect(rates.rates.EUR.toFixed(4)).toBe('0.9294')
    expect(rates.rates.GBP.toFixed(4)).toBe('0.7968')
    expect(rates.rates.CHF.toFixed(4)).toBe('0.8291')
  })

  it('keeps the dirham at its peg to the dollar, whatever the euro does', () => {
    expect(inDollars(parseEcbDaily(christmasEve)).rates.AED).toBe(AED_PER_DOLLAR)
    expect(AED_PER_DOLLAR).toBe(3.6725)
  })

  it('refuses a day without a currency the site shows (the last set is kept: refresh-rates)', () => {
    const day = parseEcbDaily(withoutFranc)
    expect(day.date).toBe('2026-11-26')
    expect(() => inDollars(day)).toThrow(/no CHF rate/)
    expect(() => inDollars({ date: '2026-11-27', perEuro: { GBP: 0.85, CHF: 0.89 } })).toThrow(
      /no USD rate/,
    )
  })

  it('gives a set the site reads as it is (src/lib/rates.ts)', () => {
    const rates = inDollars(parseEcbDaily(friday))
    expect(parseRates(rates, new Date('2026-11-29T10:00:00Z'))).toEqual({
      rates: {
        date: '2026-11-27',
        source: 'European Central Bank',
        perDollar: { USD: 1, ...rates.rates },
      },
    })
  })
})
