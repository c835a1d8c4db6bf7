import type { Page, Response } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { listingWords } from '../src/admin/screens/listings/messages'
import { catalogueVersionHref } from '../src/config/catalogue-version'
import { dataFiles, paths } from '../src/config/paths'
import { expect, test } from './support/fixtures'
import { publishAndWait } from './support/publishing'
import { handSessionTo } from './support/session'
import { expectScreen, grantRole, importCatalogue, uniqueName } from './support/staff'

/**
 * A visitor's page during a publish (issue 45, decision 054): a page of the version live when it
 * opened keeps reading that version's catalogue once a newer one is live, whether it was open in a
 * browser or its HTML was fetched just before the swap; a reload shows the new one. Runs with the
 * publishing tests (playwright.config.ts): it changes what every page shows.
 */

type Entry = { id: string; estate_title: string; price: number }
const data = JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
  properties: Entry[]
}
// An estate for sale at a shown price, not the one publishing.spec.ts changes.
const target = data.properties.find((estate) => estate.id === '5')!
const money = (value: number) => `$${value.toLocaleString('en-US')}`
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search estates' })

/** The id of the catalogue a page names (its HTML's meta tag). */
const catalogueOf = async (page: Page) =>
  (await page.locator('meta[name="catalogue"]').getAttribute('content')) ?? ''

/** The estates' data file's answers a page receives, in order. */
function estatesAnswers(page: Page) {
  const answers: Response[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith(dataFiles.estates)) answers.push(response)
  })
  return answers
}

/** The target's price in the back office's editor, saved (not published). */
async function savePrice(admin: Page, price: number) {
  await admin.goto(`/admin/listings/${target.id}`)
  await expectScreen(admin, target.estate_title)
  await admin.getByRole('tab', { name: listingWords.tabs.estate }).click()
  await admin.getByLabel(listingWords.fields.price, { exact: true }).fill(String(price))
  await admin.getByRole('button', { name: listingWords.actions.save }).click()
  await expect(admin.getByTestId('editor-status')).toContainText('Saved as revision')
}

test("a visitor's page open during a publish keeps working", async ({
  page,
  browser,
  newUser,
  signedInUser: _,
}) => {
  test.setTimeout(400_000)
  await importCatalogue()

  // The visitor (signed in: an estate's page asks for it): the home page of the live version
  // (A), drawn with its estates.
  const answers = estatesAnswers(page)
  await page.goto('/')
  const card = page.getByRole('article', { name: target.estate_title, exact: true })
  await expect(card.getByText(`Price: ${money(target.price)}`)).toBeVisible()
  await expect.poll(() => answers.length).toBeGreaterThan(0)
  const versionA = await catalogueOf(page)
  // And the estate's page as it is served now, to arrive after the swap (see below).
  const estateA = await page.request.get(paths.estate.href(target.id))
  expect(estateA.ok()).toBe(true)
  await estateA.body()

  // An admin, in a browser of their own, changes the price and publishes (version B).
  const adminContext = await browser.newContext({ serviceWorkers: 'block' })
  const admin = await adminContext.newPage()
  await handSessionTo(
    admin,
    await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin'),
  )
  const price = target.price + 123_000
  await savePrice(admin, price)
  await admin.goto('/admin/publishing')
  await publishAndWait(admin)
  const live = await page.request.get(paths.home.href(), {
    headers: { 'Cache-Control': 'no-cache' },
  })
  expect(await live.text()).toContain(`"price":${price}`)

  // The open page goes on working with its own version: a search, then an estate's page.
  await searchBox(page).fill(target.estate_title)
  await expect(page).toHaveURL(/\?q=/)
  await expect(card.getByText(`Price: ${money(target.price)}`)).toBeVisible()
  await card.getByRole('link', { name: /View Property/ }).click()
  await expect(page).toHaveURL(paths.estate.href(target.id))
  await expect(page.getByRole('heading', { level: 1, name: target.estate_title })).toBeVisible()
  await expect(page.getByText(money(target.price)).first()).toBeVisible()
  await expect(page.getByText(money(price))).toHaveCount(0)
  // Every data request it made went to version A's own files, and each was answered.
  expect(versionA).toMatch(/^[0-9a-f]{16}$/)
  for (const answer of answers) {
    expect(new URL(answer.url()).pathname).toBe(catalogueVersionHref(versionA, dataFiles.estates))
    expect(answer.status()).toBe(200)
  }

  // A reload is version B's page, with B's price and B's data.
  await page.reload()
  await expect(page.getByText(money(price)).first()).toBeVisible()
  const versionB = await catalogueOf(page)
  expect(versionB).toMatch(/^[0-9a-f]{16}$/)
  expect(versionB).not.toBe(versionA)

  // Mid-swap: version A's HTML of the estate, fetched before the swap, whose data request
  // arrives after it, gets version A's data.
  const late = await page.context().newPage()
  await late.route(
    (url) => url.pathname === paths.estate.href(target.id),
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ response: estateA })
        : route.fallback(),
  )
  const lateAnswer = late.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith(dataFiles.estates),
  )
  await late.goto(paths.estate.href(target.id))
  const answer = await lateAnswer
  expect(new URL(answer.url()).pathname).toBe(catalogueVersionHref(versionA, dataFiles.estates))
  expect(answer.status()).toBe(200)
  const served = (await answer.json()) as { properties: Entry[] }
  expect(served.properties.find((estate) => estate.id === target.id)?.price).toBe(target.price)
  await expect(late.getByText(money(target.price)).first()).toBeVisible()
  await late.close()

  // The price as it was, saved but not published: the publishing tests after this one publish
  // the catalogue as it is first, which must differ from the newest version.
  await savePrice(admin, target.price)
  await adminContext.close()
})
