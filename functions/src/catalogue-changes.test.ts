import { estateRecord } from '@/testing/estate-records'
import {
  catalogueVersion,
  diffCatalogues,
  readCatalogue,
  type EstateSnapshot,
} from './catalogue-changes'

const snap = (id: string, overrides: Partial<EstateSnapshot> = {}): EstateSnapshot => ({
  id,
  title: `Estate ${id}`,
  price: 1_000_000,
  monthly: false,
  availability: 'available',
  ...overrides,
})

describe('diffCatalogues', () => {
  it('tells new, re-priced, re-availed and removed estates apart', () => {
    const changes = diffCatalogues(
      [snap('a'), snap('b'), snap('c'), snap('d')],
      [snap('a'), snap('b', { price: 900_000 }), snap('c', { availability: 'sold' }), snap('e')],
    )
    expect(changes).toEqual({
      added: ['e'],
      price: [{ id: 'b', title: 'Estate b', from: 1_000_000, to: 900_000, monthly: false }],
      availability: [{ id: 'c', title: 'Estate c', from: 'available', to: 'sold' }],
      removed: [{ id: 'd', title: 'Estate d' }],
    })
  })

  it('counts a price put on request as a price change', () => {
    expect(diffCatalogues([snap('a')], [snap('a', { price: null })]).price).toHaveLength(1)
  })
})

describe('readCatalogue', () => {
  it('reads either shape with the site parser and versions it by its bytes', () => {
    const raw = JSON.stringify({ properties: [estateRecord()] })
    const read = readCatalogue(raw)
    expect(read).toMatchObject({ ok: true, version: catalogueVersion(raw) })
    expect(readCatalogue(`${raw} `).ok && readCatalogue(`${raw} `)).not.toMatchObject({
      version: catalogueVersion(raw),
    })
  })

  it('refuses what is not JSON, not a list, empty or holding a record the site skips', () => {
    expect(readCatalogue('nope')).toMatchObject({ ok: false, reason: /not JSON/ })
    expect(readCatalogue('{"a": 1}')).toMatchObject({ ok: false, reason: /expected a list/ })
    expect(readCatalogue('[]')).toMatchObject({ ok: false, reason: 'no estates' })
    expect(readCatalogue(JSON.stringify([estateRecord(), estateRecord()]))).toMatchObject({
      ok: false,
      reason: /duplicate id/,
    })
  })
})
