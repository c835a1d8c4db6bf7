import { readFileSync } from 'node:fs'
import { publishingWords } from '../src/admin/screens/publishing/messages'
import { listingWords } from '../src/admin/screens/listings/messages'
import { paths } from '../src/config/paths'
import { subscribe } from './support/alerts'
import { verified } from './support/auth-emulator'
import { expect, test } from './support/fixtures'
import { waitForMail } from './support/mailbox'
import { BUILT, editListing, publishAndWait, siteFile, version } from './support/publishing'
import { handSessionTo } from './support/session'
import {
  adminWidths,
  expectScreen,
  grantRole,
  importCatalogue,
  scanAdmin,
  uniqueName,
} from './support/staff'

/**
 * Publishing as staff and visitors meet it (issue 45): an admin changes a price and a French
 * description and publishes; the live local site (the Hosting emulator, swapped to the new build)
 * shows them in data.json, the estate's page and the home page's structured data; an earlier
 * version restored gives the site its earlier bytes back. These tests change what every page
 * shows: they run after all the others (playwright.config.ts, the "publishing" project).
 */

type Entry = { id: string; estate_title: string; price: number; price_on_request?: boolean }
const data = JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
  properties: Entry[]
}
// The first estate of the home page: in its HTML and its structured data.
const target = data.properties[0]!
const words = publishingWords

test('an admin publishes a new price and French text; the live site and a subscriber’s alert show them; a restore gives the earlier bytes back', async ({
  page,
  newUser,
  request,
}) => {
  test.setTimeout(400_000)
  await importCatalogue()
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  await handSessionTo(page, admin)
  await page.goto('/admin/publishing')
  await expectScreen(page, words.title)

  // The catalogue with a change of this run's own (the other publishing tests may have published
  // today's already), published first: the version to come back to.
  const other = data.properties.find(
    (estate) => estate.id !== target.id && !estate.price_on_request,
  )!
  await editListing(
    request,
    admin,
    other.id,
    (record) => void (record.price = 2_000_000 + (Date.now() % 100_000)),
  )
  const before = await publishAndWait(page)
  const bytesBefore = await siteFile(page, '/data.json')
  // A visitor who saved the estate, with alerts on, once that catalogue is the one they compare with.
  const subscriber = await verified(await newUser())
  await subscribe(
    subscriber,
    { name: 'Watching', query: `q=zqwatch${Date.now().toString(36)}`, frequency: 'daily' },
    { saved: [target.id] },
  )

  // A new price and a new French description.
  const price = target.price + 250_000
  const french = `Une adresse d’exception, revue le ${uniqueName('jour')}.`
  await page.goto(`/admin/listings/${target.id}`)
  await expectScreen(page, target.estate_title)
  await page.getByRole('tab', { name: listingWords.tabs.estate }).click()
  await page.getByLabel(listingWords.fields.price, { exact: true }).fill(String(price))
  await page.getByRole('tab', { name: new RegExp(`^${listingWords.tabs.fr}`) }).click()
  await page
    .getByLabel(listingWords.fields.inLanguage(listingWords.fields.description, 'French'))
    .fill(french)
  await page.getByRole('button', { name: listingWords.actions.save }).click()
  await expect(page.getByTestId('editor-status')).toContainText('Saved as revision')

  await page.goto('/admin/publishing')
  await expectScreen(page, words.title)
  const after = await publishAndWait(page)
  await expect(version(page, after)).toContainText('1 listing changed')

  // The live site: its data files, the estate's page, the home page's HTML and structured data.
  const english = JSON.parse(String(await siteFile(page, '/data.json'))) as { properties: Entry[] }
  expect(english.properties.find((one) => one.id === target.id)?.price).toBe(price)
  expect(String(await siteFile(page, '/data.fr.json'))).toContain(french)
  const home = String(await siteFile(page, '/'))
  expect(home).toContain(`"price":${price}`)
  // The sitemap is the new build's too (the estates' pages, for signed-in visitors, are not in it).
  expect(String(await siteFile(page, '/sitemap.xml'))).toContain('<urlset')
  await page.goto(paths.estate.href(target.id))
  await expect(page.getByText(`$${price.toLocaleString('en-US')}`).first()).toBeVisible()
  // The alerts ran on the publish, from the live catalogue: the subscriber has the new price.
  const newPrice = `the price is now $${price.toLocaleString('en-US')}`
  const [mail] = await waitForMail(subscriber.email, (one) => one.text.includes(newPrice))
  expect(mail?.text, 'the alert mail').toContain(
    // Was: the price the version before showed (the other publishing tests may have changed it).
    `${target.estate_title}: ${newPrice} (was $`,
  )

  // Back to the version before: the site's data.json is that version's, byte for byte.
  await page.goto('/admin/publishing')
  await expectScreen(page, words.title)
  await version(page, before)
    .getByRole('button', { name: words.restoreOf(before) })
    .click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: words.restoreOf(before) })
    .click()
  const restoring = page.getByText(
    new RegExp(`^Version ${before} is being restored as version (\\d+)`),
  )
  await expect(restoring).toBeVisible()
  const restored = Number(/as version (\d+)/.exec((await restoring.textContent()) ?? '')?.[1])
  await expect(version(page, restored)).toContainText(words.states.live, BUILT)
  expect(Buffer.compare(await siteFile(page, '/data.json'), bytesBefore)).toBe(0)
})

test('the Publishing screen has no accessibility violations on a phone and a desktop', async ({
  page,
  newUser,
}) => {
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  await handSessionTo(page, admin)
  for (const { name, width, height } of adminWidths) {
    await page.setViewportSize({ width, height })
    await page.goto('/admin/publishing')
    await expectScreen(page, words.title)
    await scanAdmin(page, `publishing ${name}`, width)
  }
})
