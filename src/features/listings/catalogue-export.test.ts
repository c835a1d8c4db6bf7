import { describe, expect, it } from 'vitest'
import siteData from '../../../public/data.json'
import frenchData from '../../../public/data.fr.json'
import germanData from '../../../public/data.de.json'
import { estatesIn } from '@/features/estates/estate-translations'
import { parseEstates } from '@/features/estates/parse-estates'
import { exportCatalogue, publicRecord, type PublishedListing } from './catalogue-export'
import type { JsonObject } from './listing-schema'

const records = siteData.properties as JsonObject[]
const french = frenchData.properties as Record<string, JsonObject>
const german = germanData.properties as Record<string, JsonObject>

/** Today's catalogue as the import makes it: one listing an estate, with its translations. */
const today = (): PublishedListing[] =>
  structuredClone(records).map((record) => ({
    id: String(record.id),
    record,
    translations: { fr: french[String(record.id)], de: german[String(record.id)] },
  }))

const silent = () => {}

describe('exportCatalogue', () => {
  it('gives back today’s files, read by the site as it reads them now', () => {
    const exported = exportCatalogue(today().reverse())
    if (!exported.ok) throw new Error(JSON.stringify(exported.problems))
    const { estates, translations } = exported.files
    expect(estates.properties.map((record) => record.id)).toEqual(records.map(({ id }) => id))
    const read = (file: unknown) => parseEstates(file, 'data.json', silent).estates
    expect(read(estates)).toEqual(read(siteData))
    for (const [language, file] of [
      ['fr', frenchData],
      ['de', germanData],
    ] as const) {
      expect(translations[language].language).toBe(language)
      expect(estatesIn(read(estates), language, translations[language], silent)).toEqual(
        estatesIn(read(siteData), language, file, silent),
      )
    }
  })

  it('publishes nothing when one listing draws a warning, and names it with its warnings', () => {
    const listings = today()
    listings[1]!.record.floor_plans = [{ url: 'javascript:alert(1)', label: 'Ground' }]
    listings[2]!.translations.fr = { ...listings[2]!.translations.fr, facilities: ['Une seule'] }
    const exported = exportCatalogue(listings)
    expect(exported.ok).toBe(false)
    if (exported.ok) return
    expect(Object.keys(exported.problems)).toEqual([listings[1]!.id, listings[2]!.id])
    expect(exported.problems[listings[1]!.id]?.join()).toMatch(/floor plans/)
    expect(exported.problems[listings[2]!.id]?.join()).toMatch(/facilities/)
  })

  it('names a listing the site cannot read at all', () => {
    const listings = today()
    delete listings[0]!.record.estate_title
    const exported = exportCatalogue(listings)
    expect(exported.ok ? [] : Object.keys(exported.problems)).toEqual([listings[0]!.id])
  })
})

describe('publicRecord', () => {
  const record = structuredClone(records[0]!)

  it('keeps the site’s fields only', () => {
    expect(publicRecord({ ...record, notes: 'Owner wants a quick sale', owner: 'x' })).toEqual(
      record,
    )
  })

  it('makes an approximate point as coarse as the map shows it, in either form', () => {
    const approximate = { ...record, location_precision: 'approximate' }
    expect(
      publicRecord({ ...approximate, coordinates: [34.035123, -118.781987] }).coordinates,
    ).toEqual([34.04, -118.78])
    expect(
      publicRecord({ ...approximate, coordinates: { lat: 34.035123, lng: -118.781987 } })
        .coordinates,
    ).toEqual({ lat: 34.04, lng: -118.78 })
    expect(publicRecord({ ...record, coordinates: [34.035123, -118.781987] }).coordinates).toEqual([
      34.035123, -118.781987,
    ])
  })

  it('leaves out the figure behind “price on request”', () => {
    expect(publicRecord({ ...record, price: 4_200_000, price_on_request: true }).price).toBe(0)
    expect(publicRecord({ ...record, price: 4_200_000 }).price).toBe(4_200_000)
  })
})
