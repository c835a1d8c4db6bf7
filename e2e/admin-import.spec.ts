import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { hostingUrl } from '../scripts/lib/emulator-config.mjs'
import { adminPaths } from '../src/config/paths'
import { importWords as words } from '../src/admin/screens/import/messages'
import { listingWords } from '../src/admin/screens/listings/messages'
import { expect, REACHES_SERVER, test, toast } from './support/fixtures'
import { handSessionTo } from './support/session'
import {
  adminWidths,
  expectScreen,
  grantRole,
  importCatalogue,
  openScreen,
  refusedByAdmin,
  scanAdmin,
  uniqueName,
} from './support/staff'

/**
 * Listings exported and imported (issue 46, decision 058), as an admin does it: the site's own
 * export imported again changes nothing; a Kyero v3 feed with a new, a changed and two malformed
 * properties shows that diff and lands as drafts; a feed cut short changes nothing.
 */

const fixture = readFileSync(new URL('./fixtures/kyero-v3.xml', import.meta.url), 'utf8')

let feeds = 0
/** The fixture with ids no other test's (or retry's) share, its photos on this run's Hosting. */
function kyeroFeed() {
  const suffix = `${process.pid % 10_000}x${++feeds}x${Date.now() % 100_000}`
  const feed = fixture
    .replace(/<id>(KY\d+)<\/id>/g, `<id>$1${suffix}</id>`)
    .replaceAll('http://127.0.0.1:5080', hostingUrl)
  return { feed, id: (kyeroId: string) => `kyero-${kyeroId}${suffix}` }
}

const catalogueIds = new Set(
  (
    JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
      properties: { id: string }[]
    }
  ).properties.map(({ id }) => id),
)

type ExportedListing = {
  id: string
  revision: number
  state: string
  record: Record<string, unknown>
}

async function exportJson(page: Page) {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: words.exportJson }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('listings.json')
  const text = readFileSync(await download.path(), 'utf8')
  return { text, listings: (JSON.parse(text) as { listings: ExportedListing[] }).listings }
}

async function preview(page: Page, name: string, text: string) {
  await page.getByLabel(words.fileLabel, { exact: true }).setInputFiles({
    name,
    mimeType: name.endsWith('.xml') ? 'text/xml' : 'application/json',
    buffer: Buffer.from(text),
  })
  await page.getByRole('button', { name: words.preview }).click()
}

/** One count of the diff, by its exact label ("Changed" is inside "Unchanged"). */
const count = (page: Page, label: string) =>
  page
    .getByTestId('import-counts')
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')

/** A listing's editor at its Photos tab. */
async function openPhotos(page: Page, listingId: string) {
  await page.goto(adminPaths.listing.href(listingId))
  await page.getByRole('tab', { name: new RegExp(`^${listingWords.tabs.photos}`) }).click()
}

async function openImport(page: Page) {
  await page.goto('/admin')
  await openScreen(page, words.title)
  await expectScreen(page, words.title)
}

test('the site’s own export, imported again, changes nothing', async ({
  page,
  newUser,
  consoleGuard,
}) => {
  consoleGuard.allow(refusedByAdmin)
  await importCatalogue()
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  await handSessionTo(page, admin)
  await openImport(page)
  // Today's catalogue's listings only: other tests change theirs (a Kyero feed's) meanwhile.
  const exported = await exportJson(page)
  const listings = exported.listings.filter(({ id }) => catalogueIds.has(id))
  const first = { listings, text: JSON.stringify({ listings }) }
  expect(first.listings.length).toBeGreaterThan(0)

  await preview(page, 'listings.json', first.text)
  await expect(page.getByRole('heading', { name: words.diffTitle('listings.json') })).toBeVisible(
    REACHES_SERVER,
  )
  await expect(count(page, words.counts.new)).toHaveText('0')
  await expect(count(page, words.counts.changed)).toHaveText('0')
  await expect(count(page, words.counts.unchanged)).toHaveText(String(first.listings.length))
  await page.getByRole('button', { name: words.confirm(0) }).click()
  await expect(toast(page, words.done(0, 0, 0))).toBeVisible(REACHES_SERVER)

  // Every listing exported is at the revision it was.
  const again = await exportJson(page)
  const revisions = new Map(again.listings.map(({ id, revision }) => [id, revision]))
  for (const { id, revision } of first.listings) expect(revisions.get(id), id).toBe(revision)

  // A new price for a published listing is held, not applied: the result links to its editor.
  const published = first.listings.find(({ state }) => state === 'published')!
  const repriced = {
    listings: [{ ...published, record: { ...published.record, price: 1_234_567 } }],
  }
  await preview(page, 'repriced.json', JSON.stringify(repriced))
  await expect(count(page, words.counts.changed)).toHaveText('1', REACHES_SERVER)
  await page.getByRole('button', { name: words.confirm(1) }).click()
  const held = page.getByRole('region', { name: words.heldTitle })
  await held.getByRole('link', { name: published.id, exact: true }).click()
  await expect(page).toHaveURL(adminPaths.listing.href(published.id))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    String(published.record.estate_title),
  )
})

test('a Kyero feed: a new, a changed and malformed records, dry run then drafts', async ({
  page,
  newUser,
  consoleGuard,
}) => {
  // Two imports with their photos, two editors, and the feed's re-run: a user's few minutes.
  test.slow()
  consoleGuard.allow(refusedByAdmin)
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  await handSessionTo(page, admin)
  await openImport(page)
  const { feed, id } = kyeroFeed()
  // An earlier run of the feed: KY1002 at its older price, KY1001 not yet in it.
  const earlier = feed
    .replace('<price>2300000</price>', '<price>2450000</price>')
    .replace(/<property>\s*<id>KY1001[\s\S]*?<\/property>/, '')
  await preview(page, 'earlier.xml', earlier)
  await expect(count(page, words.counts.new)).toHaveText('1', REACHES_SERVER)
  await page.getByRole('button', { name: words.confirm(1) }).click()
  await expect(toast(page, words.done(1, 0, 0))).toBeVisible(REACHES_SERVER)

  await preview(page, 'kyero-v3.xml', feed)
  await expect(count(page, words.counts.new)).toHaveText('1', REACHES_SERVER)
  await expect(count(page, words.counts.changed)).toHaveText('1')
  await expect(count(page, words.counts.errors)).toHaveText('2')
  // The villa's living room is new to the site: one photo to fetch (the garden was fetched before).
  await expect(page.getByText(words.photosNote(1))).toBeVisible()
  const table = (title: string) => page.getByRole('region', { name: title }).getByRole('table')
  await expect(table(words.newTitle)).toContainText(id('KY1001'))
  await expect(table(words.changedTitle).getByRole('row').nth(1)).toContainText(`${id('KY1002')}`)
  await expect(table(words.changedTitle)).toContainText('record.price')
  await expect(table(words.errorsTitle).getByRole('row')).toHaveText([
    /Record.*Field.*Problem/,
    /3.*price.*A property needs a price, a number\./,
    /4.*type.*Not a property type this site shows: "Spaceship"\./,
  ])
  await page.getByRole('button', { name: words.confirm(2) }).click()
  await expect(toast(page, words.done(1, 1, 0))).toBeVisible(REACHES_SERVER)

  // Both are drafts in the Listings screen, the price the feed's now.
  await page.goto(`/admin/?${new URLSearchParams({ state: 'draft' })}`)
  await expectScreen(page, 'Listings')
  for (const kyeroId of ['KY1001', 'KY1002']) {
    const card = page
      .getByTestId('listings')
      .getByRole('listitem')
      .filter({ hasText: id(kyeroId) })
    await expect(card).toContainText(listingWords.states.draft)
  }

  // Their photos were fetched from the feed's addresses and stored: the editor shows them from
  // the back office's own store, the penthouse's garden the villa's (one address, one photo).
  const storedPhotos = async (kyeroId: string) => {
    await openPhotos(page, id(kyeroId))
    const photos = page.getByTestId('gallery-photo').getByRole('img')
    await expect(photos.first()).toBeVisible(REACHES_SERVER)
    const sources: string[] = []
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded()
      await expect(photo).toHaveAttribute('src', /^\/api\/admin\/photos\/[0-9a-f]{64}-\d+\.avif$/)
      await expect
        .poll(() =>
          photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0)
      sources.push((await photo.getAttribute('src'))!)
    }
    return sources
  }
  const villa = await storedPhotos('KY1001')
  expect(villa).toHaveLength(2)
  expect(await storedPhotos('KY1002')).toEqual([villa[0]])

  // The same feed again: nothing new, nothing changed, no photo to fetch.
  await openImport(page)
  await preview(page, 'kyero-v3.xml', feed)
  await expect(count(page, words.counts.changed)).toHaveText('0', REACHES_SERVER)
  await expect(count(page, words.counts.new)).toHaveText('0')
  await expect(page.getByText(/will be fetched from the feed/)).toHaveCount(0)
})

test('@fault a Kyero feed cut short is refused and changes nothing', async ({
  page,
  newUser,
  consoleGuard,
}) => {
  consoleGuard.allow(refusedByAdmin)
  consoleGuard.allow(/status of 422/)
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  await handSessionTo(page, admin)
  await openImport(page)
  const { feed, id } = kyeroFeed()
  await preview(page, 'cut.xml', feed.slice(0, Math.floor(feed.length * 0.6)))
  await expect(page.getByRole('alert')).toContainText(
    'The file could not be read, and nothing was changed.',
    REACHES_SERVER,
  )
  await expect(page.getByTestId('import-counts')).toHaveCount(0)
  // None of its listings exists: the Listings screen does not know the new one's id.
  await page.goto('/admin/')
  await expectScreen(page, 'Listings')
  await expect(page.getByTestId('listings')).toBeVisible()
  await expect(page.getByTestId('listings').getByText(id('KY1001'))).toHaveCount(0)
})

test('@fault a photo the feed names that cannot be fetched is left out, and named', async ({
  page,
  newUser,
  consoleGuard,
}) => {
  consoleGuard.allow(refusedByAdmin)
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  await handSessionTo(page, admin)
  await openImport(page)
  const { feed, id } = kyeroFeed()
  // The villa's living room moved away from its address; only the villa in the feed.
  const missing = `${hostingUrl}/images/gallery/moved-away-${Date.now()}.avif`
  const villaOnly = feed
    .replace(`${hostingUrl}/images/gallery/beacon-hill-brownstone-living-1200.avif`, missing)
    .replace(/<property>\s*<id>KY100[234][\s\S]*?<\/property>/g, '')
  await preview(page, 'villa.xml', villaOnly)
  await expect(count(page, words.counts.new)).toHaveText('1', REACHES_SERVER)
  await page.getByRole('button', { name: words.confirm(1) }).click()
  await expect(toast(page, words.done(1, 0, 0))).toBeVisible(REACHES_SERVER)
  const failures = page.getByRole('region', { name: words.photoFailuresTitle })
  await expect(failures.getByRole('row')).toHaveCount(2)
  await expect(failures.getByRole('row').nth(1)).toContainText(missing)
  await scanAdmin(page, 'import-result', page.viewportSize()!.width)
  // The villa is imported with the photo that could be fetched.
  await openPhotos(page, id('KY1001'))
  await expect(page.getByTestId('gallery-photo')).toHaveCount(1, REACHES_SERVER)
})

test('the Import screen has no accessibility violations on a phone and a desktop', async ({
  page,
  newUser,
  consoleGuard,
}) => {
  consoleGuard.allow(refusedByAdmin)
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  await handSessionTo(page, admin)
  const { feed } = kyeroFeed()
  for (const { width, height } of adminWidths) {
    await page.setViewportSize({ width, height })
    await page.goto('/admin/import')
    await expectScreen(page, words.title)
    await scanAdmin(page, 'import', width)
    // With a diff shown: its counts, tables and the confirmation.
    await preview(page, 'kyero-v3.xml', feed)
    await expect(page.getByTestId('import-counts')).toBeVisible(REACHES_SERVER)
    await scanAdmin(page, 'import-preview', width)
  }
})
