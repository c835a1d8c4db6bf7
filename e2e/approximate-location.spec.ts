import type { Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { approximateLocation } from '../src/config/constants'
import { estatePageMessages } from '../src/features/estates/messages'
import { mapMessages } from '../src/features/map/messages'
import { mapMessages as frenchMap } from '../src/features/map/messages.fr'
import { estateRecord } from '../src/testing/estate-records'
import {
  accessibilityViolations,
  expect,
  openLive,
  scrollToMap,
  serveEstates,
  test,
} from './support/fixtures'

/**
 * An estate whose agency gives only its area (`location_precision: "approximate"` in the data
 * file): the maps draw a circle of about 1 km, never a marker, and no finer coordinates than two
 * decimals exist in the page, its HTML or the data file.
 */
type RawEstate = ReturnType<typeof estateRecord> & { location_precision?: unknown }
const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: RawEstate[]
  }
).properties
const approximate = estates.filter((estate) => estate.location_precision === 'approximate')
const estate = approximate[0] as RawEstate
const [lat, lng] = estate.coordinates as [number, number]
/** Any figure finer than the file's own for this estate: what exact coordinates would look like. */
const finer = new RegExp(`${lat}\\d|${lng}\\d`)

/** The circle's diameter in pixels at a zoom, as Leaflet draws metres (Web Mercator). */
const diameterPx = (latitude: number, zoom: number) =>
  (2 * approximateLocation.radiusM * 2 ** (zoom + 8)) /
  (40_075_016.686 * Math.cos((latitude * Math.PI) / 180))
const widthOf = async (element: Locator) => (await element.boundingBox())?.width ?? 0

const matchesMap = (page: Page) =>
  page.getByRole('region', { name: mapMessages.matchesMap, exact: true })
const pins = (map: Locator) => map.locator('.leaflet-marker-icon')
const tilesDrawn = (map: Locator) =>
  expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible()
/**
 * The map at rest: not panning, not zooming. A card opened near the map's edge pans the map to show
 * it whole (Leaflet's autoPan, a quarter of a second): its close button moves until then, and on a
 * busy machine a click aimed at it landed where it had been (a fresh-clone run, twice in a row).
 */
const atRest = (map: Locator) =>
  expect(map.locator('.leaflet-pan-anim, .leaflet-zoom-anim')).toHaveCount(0)

test('the sample data has approximate estates, their coordinates of two decimals at most', () => {
  expect(approximate.length).toBeGreaterThanOrEqual(2)
  for (const { coordinates } of approximate)
    for (const degrees of coordinates) expect(Math.round(degrees * 100) / 100).toBe(degrees)
})

test('the map of matches draws its circle, never a pin; a click or Enter opens its card', async ({
  page,
}) => {
  await page.goto(`/?view=map&q=${encodeURIComponent(estate.estate_title)}`)
  const map = matchesMap(page)
  await tilesDrawn(map)
  const area = map.getByRole('button', { name: mapMessages.estateArea(estate.estate_title) })
  await expect(area).toBeVisible()
  await expect(pins(map)).toHaveCount(0)
  // One match is shown at the estate page's zoom: a circle of 1 km around it.
  await expect.poll(() => widthOf(area)).toBeCloseTo(diameterPx(lat, 13), -1)

  await area.click()
  const popup = map.locator('.leaflet-popup')
  await expect(popup.getByRole('heading', { name: estate.estate_title })).toBeVisible()
  await expect(popup.getByText(mapMessages.approximate, { exact: true })).toBeVisible()
  const link = popup.getByRole('link', { name: mapMessages.viewLabel(estate.estate_title) })
  await expect(link).toHaveAttribute('href', `/${estate.id}`)
  await atRest(map)
  await popup.getByRole('button', { name: mapMessages.closePopup }).click()
  await expect(popup).toHaveCount(0)

  await area.focus()
  await page.keyboard.press('Enter')
  await expect(link).toBeFocused()
  expect(await page.content()).not.toMatch(finer)
})

test('the map of matches in French: its card, its buttons and its place in French', async ({
  page,
}) => {
  const french = (
    JSON.parse(readFileSync(new URL('../public/data.fr.json', import.meta.url), 'utf8')) as {
      properties: Record<string, { estate_title: string; location: string }>
    }
  ).properties[String(estate.id)]
  if (!french) throw new Error(`data.fr.json does not translate estate ${estate.id}`)
  await page.goto(`/fr/?view=map&q=${encodeURIComponent(french.estate_title)}`)
  const map = page.getByRole('region', { name: frenchMap.matchesMap, exact: true })
  await expect(map.getByRole('button', { name: frenchMap.zoomIn })).toBeVisible()
  await map.getByRole('button', { name: frenchMap.estateArea(french.estate_title) }).click()
  const popup = map.locator('.leaflet-popup')
  await expect(popup.getByRole('heading', { name: french.estate_title })).toBeVisible()
  await expect(popup.getByText(french.location, { exact: true })).not.toHaveAttribute('lang')
  await expect(popup.locator('[lang="en"]')).toHaveCount(0)
  // Leaflet's own "Close popup" renamed (src/features/map/leaflet.ts).
  await atRest(map)
  await popup.getByRole('button', { name: frenchMap.closePopup }).click()
  await expect(popup).toHaveCount(0)
})

test.describe('an approximate estate, its own page', () => {
  test.beforeEach(async ({ signedInUser: _ }) => {})

  test('reads "Approximate location" over a circle and no marker, zoomed in as far as it goes', async ({
    page,
  }) => {
    await openLive(page, `/${estate.id}`)
    await scrollToMap(page)
    await expect(
      page.getByText(estatePageMessages.approximateLocation, { exact: true }),
    ).toBeVisible()
    const map = page.getByRole('region', { name: mapMessages.estateMap(estate.location) })
    await tilesDrawn(map)
    const area = map.getByRole('button', { name: mapMessages.estateArea(estate.location) })
    await expect(area).toBeVisible()
    await expect(pins(map)).toHaveCount(0)
    await expect.poll(() => widthOf(area)).toBeCloseTo(diameterPx(lat, 13), -1)

    await area.focus()
    await page.keyboard.press('Enter')
    await expect(map.locator('.leaflet-popup-content')).toHaveText(estate.location)

    // One step in is as far as it goes: the circle then fills most of the map, and is still all.
    const zoomIn = map.getByRole('button', { name: 'Zoom in' })
    await zoomIn.click()
    await expect(zoomIn).toHaveAttribute('aria-disabled', 'true')
    await expect
      .poll(() => widthOf(area))
      .toBeCloseTo(diameterPx(lat, approximateLocation.maxZoom), -1)
    await expect(pins(map)).toHaveCount(0)

    // No finer figure in the page, the HTML the server sends, nor the sitemap.
    expect(await page.content()).not.toMatch(finer)
    expect(await (await page.request.get(`/${estate.id}`)).text()).not.toMatch(finer)
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toMatch(finer)
  })

  test('has no accessibility violations at 375 and 1280 px', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await openLive(page, `/${estate.id}`)
      await scrollToMap(page)
      const area = page.getByRole('button', { name: mapMessages.estateArea(estate.location) })
      await expect(area).toBeVisible()
      expect(await accessibilityViolations(page, 'main'), `estate page at ${width} px`).toEqual([])
    }
  })
})

test('the map of matches, its card open, has no accessibility violations at 375 and 1280 px', async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(`/?view=map&q=${encodeURIComponent(estate.estate_title)}`)
    const map = matchesMap(page)
    await map.getByRole('button', { name: mapMessages.estateArea(estate.estate_title) }).click()
    await expect(map.locator('.leaflet-popup')).toBeVisible()
    expect(await accessibilityViolations(page, 'main'), `map of matches at ${width} px`).toEqual([])
  }
})

test('bad values: finer coordinates are not placed, another precision is dropped, with warnings', async ({
  page,
  signedInUser: _,
}) => {
  const fine = [47.3781, 8.5602] as const
  const warnings = await serveEstates(page, [
    estateRecord({
      id: '1',
      estate_title: 'Coarse Villa',
      coordinates: [43.74, 7.43],
      location_precision: 'approximate',
    }),
    estateRecord({
      id: '2',
      estate_title: 'Fine Villa',
      coordinates: fine,
      location_precision: 'approximate',
    }),
    estateRecord({
      id: '3',
      estate_title: 'Typo Loft',
      coordinates: [40.7736, -73.9566],
      location_precision: 'Approx',
    }),
    estateRecord({ id: '4', estate_title: 'Harbour House', coordinates: [-33.8488, 151.2125] }),
  ])
  await page.goto('/?view=map')
  const map = matchesMap(page)
  await tilesDrawn(map)
  await expect(page.getByText(mapMessages.noLocation(1))).toBeVisible()
  // The world in view: 1 km is under a pixel, the circle keeps its least size.
  const area = map.getByRole('button', { name: mapMessages.estateArea('Coarse Villa') })
  await expect(area).toBeVisible()
  await expect.poll(() => widthOf(area)).toBeCloseTo(2 * approximateLocation.minRadiusPx, -1)
  // A precision that is not one is dropped: the estate is placed as an exact one.
  await expect(map.getByRole('button', { name: 'Typo Loft', exact: true })).toBeVisible()
  await expect(map.getByRole('button', { name: 'Harbour House', exact: true })).toBeVisible()
  await expect(pins(map)).toHaveCount(2)
  await expect(map.getByRole('button', { name: /Fine Villa/ })).toHaveCount(0)
  expect(warnings).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/coordinates of estate 2 "Fine Villa" \(record 2\).*2 decimals/),
      expect.stringMatching(/location_precision of estate 3 "Typo Loft" \(record 3\)/),
    ]),
  )

  // The estate itself stays, without a map, and its figures appear nowhere.
  await openLive(page, '/2')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fine Villa')
  await expect(page.getByText(estatePageMessages.locationUnavailable)).toBeVisible()
  await expect(page.getByText(estatePageMessages.approximateLocation)).toHaveCount(0)
  await expect(page.locator('.leaflet-container')).toHaveCount(0)
  const html = await page.content()
  for (const degrees of fine) expect(html).not.toContain(String(degrees))
})
