import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { runningPhotosDir } from '../scripts/lib/emulator-config.mjs'
import { photoMessages } from '../src/admin/photos/messages'
import { listingWords } from '../src/admin/screens/listings/messages'
import { adminApi } from '../src/config/paths'
import { listingMessages } from '../src/features/listings/messages'
import {
  photoFileName,
  uploadedPhotoSchema,
  type UploadedPhoto,
} from '../src/features/photos/photo-schema'
import { expect, REACHES_SERVER, test } from './support/fixtures'
import { filesOf, gpsJpeg, plainPng, UPLOADED } from './support/photos'
import { handSessionTo } from './support/session'
import {
  adminWidths,
  expectScreen,
  grantRole,
  importCatalogue,
  refusedByAdmin,
  scanAdmin,
  uniqueName,
} from './support/staff'

/**
 * The listings in the back office as staff use them (issue 44): an agent writes a draft in three
 * languages and sends it for review, an admin publishes it; two tabs never overwrite each other;
 * an agent cannot open another's listing; a refusal names the field and keeps the typing, as a
 * lost connection does; today's catalogue is there, imported. Roles are given as
 * `npm run staff:grant` gives them (granting in the back office: admin-staff.spec.ts).
 */

type CatalogueEntry = {
  id: string
  estate_title: string
  images: { url: string }[]
}
const data = JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
  properties: CatalogueEntry[]
}

const fields = listingWords.fields
const words = listingWords

let listings = 0
/** A listing's address no other test's shares (tests run at once against the same Firestore). */
const uniqueId = (name: string) => `e2e-${name}-${process.pid % 10_000}-${++listings}`

const tab = (page: Page, name: string) =>
  page.getByRole('tab', { name: new RegExp(`^${name}( \\(|$)`) })

async function openTab(page: Page, name: string) {
  await tab(page, name).click()
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true')
}

const status = (page: Page) => page.getByTestId('editor-status')
const refusal = (page: Page) => page.getByTestId('editor-refusal')

/** A new draft of the signed-in member's, from the list's form; its editor opens. */
async function createDraft(page: Page, id: string) {
  await page.goto('/admin')
  await expectScreen(page, 'Listings')
  const form = page.getByRole('region', { name: words.create.title })
  await form.getByLabel(words.create.id).fill(id)
  await form.getByRole('button', { name: words.create.submit }).click()
  // The function may start another process for it while one is busy making a test's photos.
  await expect(page).toHaveURL(new RegExp(`/admin/listings/${id}$`), REACHES_SERVER)
  await expectScreen(page, words.editor.untitled)
}

const estate = {
  title: uniqueName('Villa Aurelia'),
  location: 'Malibu, California',
  segment: 'Villas',
  description: 'A villa above the Pacific, with a terrace on the ocean and a garden of olives.',
  facility: 'Infinity pool',
}

/**
 * Every field an estate needs before it goes for review, in English, French and German, with two
 * photos uploaded: the cover's hash.
 */
async function writeCompleteDraft(page: Page) {
  await openTab(page, words.tabs.estate)
  await page.getByLabel(fields.estate_title, { exact: true }).fill(estate.title)
  await page.getByLabel(fields.status).selectOption('sale')
  await page.getByLabel(fields.price, { exact: true }).fill('2450000')
  await page.getByLabel(fields.area_sq_ft).fill('5200')
  await page.getByLabel(fields.segment_name, { exact: true }).fill(estate.segment)
  await page.getByLabel(fields.location, { exact: true }).fill(estate.location)
  await page.getByLabel(fields.description, { exact: true }).fill(estate.description)
  await page.getByRole('button', { name: fields.addFacility }).click()
  await page.getByLabel(fields.facility(1), { exact: true }).fill(estate.facility)

  await openTab(page, words.tabs.photos)
  // Two photos uploaded at once by the file chooser, one a phone's JPEG carrying its position.
  const [jpeg, png] = [await gpsJpeg(1600, 1000), await plainPng(900, 600)]
  const answers: UploadedPhoto[] = []
  page.on('response', (answer) => {
    if (answer.url().endsWith(adminApi.photos.href()) && answer.request().method() === 'POST')
      void answer.json().then((body) => answers.push(uploadedPhotoSchema.parse(body)))
  })
  await page.getByLabel(photoMessages.dropZone.choose).setInputFiles([jpeg, png])
  const photos = page.getByTestId('gallery-photo')
  await expect(photos).toHaveCount(2, UPLOADED)
  await expect.poll(() => answers.map(({ width }) => width)).toEqual([1600, 900])
  // Drawn through the admin function: a draft's photos are no public files.
  await expect(photos.first().getByRole('img')).toHaveAttribute(
    'src',
    adminApi.photoFile.href(photoFileName(answers[0]!.sha256, 1200)),
  )
  // ...and shown: the photo pass lets the <img> reach the staff-only file.
  const cover = photos.first().getByRole('img')
  await cover.scrollIntoViewIfNeeded()
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  // What is stored of the phone's photo says nothing of where it was taken.
  for (const name of await filesOf(answers[0]!.sha256)) {
    const stored = await sharp(join(runningPhotosDir(), name)).metadata()
    expect(stored.exif, name).toBeUndefined()
    expect(stored.xmp, name).toBeUndefined()
  }
  // The first photo added is the cover, described by the title; the second in three languages.
  await expect(page.getByRole('radio', { name: words.photos.makeCover(1) })).toBeChecked()
  await page.getByLabel(fields.photoAlt(2, 'English')).fill('The terrace at dusk')
  await page.getByLabel(fields.photoAlt(2, 'French')).fill('La terrasse au crépuscule')
  await page.getByLabel(fields.photoAlt(2, 'German')).fill('Die Terrasse in der Dämmerung')
  // Order by keyboard: the second photo moves up, its descriptions with it, the focus too.
  await page.getByRole('button', { name: words.photos.moveUp(2) }).focus()
  await page.keyboard.press('Enter')
  await expect(photos.first().getByRole('img')).toHaveAttribute(
    'src',
    adminApi.photoFile.href(photoFileName(answers[1]!.sha256, 1200)),
  )
  await expect(page.getByRole('button', { name: words.photos.moveDown(1) })).toBeFocused()
  await expect(page.getByLabel(fields.photoAlt(1, 'German'))).toHaveValue(
    'Die Terrasse in der Dämmerung',
  )
  // And by drag: the phone's photo dragged back to the top, the descriptions still with theirs.
  await photos.nth(1).dragTo(photos.first())
  await expect(photos.first().getByRole('img')).toHaveAttribute(
    'src',
    adminApi.photoFile.href(photoFileName(answers[0]!.sha256, 1200)),
  )
  await expect(page.getByLabel(fields.photoAlt(2, 'German'))).toHaveValue(
    'Die Terrasse in der Dämmerung',
  )

  await openTab(page, words.tabs.place)
  await page.getByLabel(fields.latitude).fill('34.03')
  await page.getByLabel(fields.longitude).fill('-118.78')

  const texts = {
    fr: {
      title: estate.title,
      segment: 'Villas',
      location: 'Malibu, Californie',
      description: 'Une villa au-dessus du Pacifique, avec une terrasse sur l’océan.',
      facility: 'Piscine à débordement',
    },
    de: {
      title: estate.title,
      segment: 'Villen',
      location: 'Malibu, Kalifornien',
      description: 'Eine Villa über dem Pazifik, mit einer Terrasse zum Ozean.',
      facility: 'Infinity-Pool',
    },
  }
  for (const language of ['fr', 'de'] as const) {
    const name = words.languages[language]
    await openTab(page, words.tabs[language])
    const typed = texts[language]
    await page.getByLabel(fields.inLanguage(fields.estate_title, name)).fill(typed.title)
    await page.getByLabel(fields.inLanguage(fields.segment_name, name)).fill(typed.segment)
    await page.getByLabel(fields.inLanguage(fields.location, name)).fill(typed.location)
    await page.getByLabel(fields.inLanguage(fields.description, name)).fill(typed.description)
    await page.getByLabel(fields.inLanguage(fields.facility(1), name)).fill(typed.facility)
  }
  /** The cover's photo: the phone's. */
  return answers[0]!.sha256
}

test('an agent writes a draft in three languages and sends it; an admin approves it', async ({
  page,
  browser,
  newUser,
}) => {
  test.slow()
  const agent = await grantRole(await newUser({ name: uniqueName('Arthur Agent') }), 'agent')
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  const id = uniqueId('aurelia')

  await handSessionTo(page, agent)
  await createDraft(page, id)
  const cover = await writeCompleteDraft(page)

  // Previewed as visitors will see it, by the site's own card and page, in each language.
  await openTab(page, words.tabs.preview)
  const preview = page.getByTestId('listing-preview')
  await expect(preview.getByRole('heading', { level: 3, name: estate.title })).toBeVisible()
  await expect(preview.getByRole('heading', { level: 1, name: estate.title })).toBeVisible()
  await expect(preview.getByText(estate.description).first()).toBeVisible()
  const pagePhoto = preview.locator('header img')
  await expect(pagePhoto).toHaveAttribute(
    'src',
    adminApi.photoFile.href(photoFileName(cover, 1200)),
  )
  await expect
    .poll(() => pagePhoto.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1200)
  await page.getByRole('radio', { name: words.languages.fr }).check()
  await expect(preview).toHaveAttribute('lang', 'fr')
  await expect(preview.getByText('Malibu, Californie').first()).toBeVisible()
  await page.getByRole('radio', { name: words.languages.de }).check()
  await expect(preview.getByText('Malibu, Kalifornien').first()).toBeVisible()
  await expect(preview.getByText('Infinity-Pool').first()).toBeVisible()

  await page.getByRole('button', { name: words.actions.save }).click()
  await expect(status(page)).toHaveText(words.done.save(2))
  await page.getByRole('button', { name: words.actions.submit }).click()
  await expect(status(page)).toHaveText(words.done.submit)
  await expect(page.getByTestId('listing-state')).toHaveText('In review')
  // The agent's part is done: an admin edits it now.
  await expect(page.getByText(words.editor.locked)).toBeVisible()
  await expect(page.getByRole('button', { name: words.actions.save })).toHaveCount(0)

  const adminContext = await browser.newContext({ serviceWorkers: 'block' })
  const adminPage = await adminContext.newPage()
  await handSessionTo(adminPage, admin)
  await adminPage.goto('/admin?state=in+review')
  const entry = adminPage.getByRole('listitem', { name: estate.title })
  await expect(entry).toContainText(`Agent: ${agent.name}`)
  await entry.getByRole('link', { name: estate.title }).click()
  await expectScreen(adminPage, estate.title)
  await openTab(adminPage, words.tabs.de)
  await expect(adminPage.getByLabel(fields.inLanguage(fields.location, 'German'))).toHaveValue(
    'Malibu, Kalifornien',
  )
  await adminPage.getByRole('button', { name: words.actions.approve }).click()
  await expect(status(adminPage)).toHaveText(words.done.approve)
  await expect(adminPage.getByTestId('listing-state')).toHaveText('Published')

  await adminPage.goto('/admin?state=published')
  await expect(adminPage.getByRole('listitem', { name: estate.title })).toContainText('Complete')
  await openAudit(adminPage)
  await expect(adminPage.getByText(`Approved ${estate.title} (in review): published`)).toBeVisible()
  await adminContext.close()
})

async function openAudit(page: Page) {
  await page.goto('/admin/audit')
  await expectScreen(page, 'Audit log')
}

test('the same listing saved from two tabs: the second is told who changed it, and keeps its typing', async ({
  page,
  context,
  newUser,
  consoleGuard,
}) => {
  consoleGuard.allow(refusedByAdmin)
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  const id = uniqueId('two-tabs')
  await handSessionTo(page, admin)
  await createDraft(page, id)
  const second = await context.newPage()
  await second.goto(`/admin/listings/${id}`)
  await expectScreen(second, words.editor.untitled)

  await page.getByLabel(fields.estate_title, { exact: true }).fill('Casa del Sol')
  await page.getByRole('button', { name: words.actions.save }).click()
  await expect(status(page)).toHaveText(words.done.save(2))

  const title = second.getByLabel(fields.estate_title, { exact: true })
  await title.fill('Casa della Luna')
  await second.getByRole('button', { name: words.actions.save }).click()
  await expect(refusal(second)).toContainText(
    `Not saved: this listing was changed by ${admin.name} at`,
  )
  await expect(refusal(second)).toBeFocused()
  await expect(title).toHaveValue('Casa della Luna')
  await expect(status(second)).toHaveText(words.editor.unsaved)

  // Having seen it, the second tab keeps its own: a new revision over the first one's.
  await second.getByRole('button', { name: words.refused.saveMine }).click()
  await expect(status(second)).toHaveText(words.done.save(3))
  await page.reload()
  await expect(page.getByLabel(fields.estate_title, { exact: true })).toHaveValue('Casa della Luna')
})

test('an agent cannot open another agent’s listing, nor find it in the list @fault', async ({
  page,
  browser,
  newUser,
  consoleGuard,
}) => {
  consoleGuard.allow(refusedByAdmin)
  const owner = await grantRole(await newUser({ name: uniqueName('Arthur Agent') }), 'agent')
  const other = await grantRole(await newUser({ name: uniqueName('Agnes Agent') }), 'agent')
  const id = uniqueId('not-yours')
  await handSessionTo(page, owner)
  await createDraft(page, id)
  await page.getByLabel(fields.estate_title, { exact: true }).fill('Maison Privée')
  await page.getByRole('button', { name: words.actions.save }).click()
  await expect(status(page)).toHaveText(words.done.save(2))

  const otherContext = await browser.newContext({ serviceWorkers: 'block' })
  const otherPage = await otherContext.newPage()
  await handSessionTo(otherPage, other)
  await otherPage.goto(`/admin/listings/${id}`)
  await expectScreen(otherPage, words.notFound.title)
  await expect(otherPage.getByText('Maison Privée')).toHaveCount(0)
  await otherPage.goto('/admin')
  await expect(otherPage.getByRole('region', { name: words.create.title })).toBeVisible()
  await expect(otherPage.getByRole('listitem', { name: 'Maison Privée' })).toHaveCount(0)
  await otherContext.close()
})

test('a refusal names the field and keeps what was typed @fault', async ({
  page,
  newUser,
  consoleGuard,
}) => {
  // The function's refusal of the move (400, the fields named).
  consoleGuard.allow(/status of 400/)
  const agent = await grantRole(await newUser({ name: uniqueName('Arthur Agent') }), 'agent')
  await handSessionTo(page, agent)
  await createDraft(page, uniqueId('refused'))
  await page.getByLabel(fields.estate_title, { exact: true }).fill('Chalet Edelweiss')
  const area = page.getByLabel(fields.area_sq_ft)
  await area.fill('about 5000')
  await page.getByRole('button', { name: words.actions.submit }).click()

  // The draft is kept as typed; the move is refused, each field named.
  await expect(refusal(page)).toContainText(words.problems.refusedHint)
  const problems = page.getByTestId('listing-problems')
  await expect(problems).toContainText(
    `${fields.area_sq_ft}: ${listingMessages.problems.area_sq_ft}`,
  )
  await expect(problems).toContainText(`${fields.location}: ${listingMessages.problems.location}`)
  await expect(area).toHaveValue('about 5000')
  await expect(area).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(listingMessages.problems.area_sq_ft, { exact: true })).toBeVisible()
  await expect(page.getByTestId('listing-state')).toHaveText('Draft')
  await expect(tab(page, words.tabs.fr)).toHaveText(/^French \(\d+ to check\)$/)

  // The list of problems leads to the field, in its tab.
  await problems
    .getByRole('button', { name: `${fields.coordinates}: ${listingMessages.problems.coordinates}` })
    .click()
  await expect(tab(page, words.tabs.place)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel(fields.latitude)).toBeFocused()
  // The tabs by keyboard: an arrow opens the next one.
  await tab(page, words.tabs.place).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tab(page, words.tabs.agent)).toBeFocused()
  await expect(tab(page, words.tabs.agent)).toHaveAttribute('aria-selected', 'true')
})

test('a lost connection keeps the draft in the page and says so @fault', async ({
  page,
  context,
  newUser,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/)
  const agent = await grantRole(await newUser({ name: uniqueName('Arthur Agent') }), 'agent')
  await handSessionTo(page, agent)
  await createDraft(page, uniqueId('offline'))
  const title = page.getByLabel(fields.estate_title, { exact: true })
  await title.fill('Palazzo Nero')
  await context.setOffline(true)
  await page.getByRole('button', { name: words.actions.save }).click()
  await expect(refusal(page)).toHaveText(words.refused.offline)
  await expect(title).toHaveValue('Palazzo Nero')
  await expect(status(page)).toHaveText(words.editor.unsaved)

  await context.setOffline(false)
  await page.getByRole('button', { name: words.actions.save }).click()
  await expect(status(page)).toHaveText(words.done.save(2))
  await expect(refusal(page)).toHaveCount(0)
})

test('today’s catalogue is in the list, imported as published listings', async ({
  page,
  newUser,
}) => {
  await importCatalogue()
  const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
  await handSessionTo(page, admin)
  await page.goto('/admin?state=published')
  const first = data.properties[0]!
  const entry = page.getByRole('listitem', { name: first.estate_title })
  await expect(entry).toContainText('Published')
  await expect(entry).toContainText('Agent: import')
  // Every estate of the catalogue (other tests' listings may be published too).
  const shown = page.getByTestId('listings').getByRole('listitem')
  await expect(shown.nth(data.properties.length - 1)).toBeVisible()
  for (const { estate_title: title } of data.properties)
    await expect(page.getByRole('listitem', { name: title })).toHaveCount(1)
  await entry.getByRole('link', { name: first.estate_title }).click()
  await expectScreen(page, first.estate_title)
  await openTab(page, words.tabs.photos)
  // The cover and the gallery's photos, each described in three languages.
  await expect(page.getByTestId('gallery-photo')).toHaveCount(first.images.length + 1)
  await expect(page.getByLabel(fields.photoAlt(2, 'French'))).not.toHaveValue('')
})

for (const { name: device, width, height } of adminWidths) {
  test(`the list and every tab of the editor have no violations on a ${device}`, async ({
    page,
    newUser,
  }) => {
    test.slow()
    await page.setViewportSize({ width, height })
    await importCatalogue()
    const admin = await grantRole(await newUser({ name: uniqueName('Ada Admin') }), 'admin')
    await handSessionTo(page, admin)
    await page.goto('/admin')
    await expect(page.getByTestId('listings')).toBeVisible()
    await scanAdmin(page, 'listings', width)

    // An imported listing, whole: every part of the format filled.
    const first = data.properties[0]!
    await page.goto(`/admin/listings/${first.id}`)
    for (const name of Object.values(words.tabs)) {
      await openTab(page, name)
      if (name === words.tabs.preview)
        await expect(page.getByTestId('listing-preview')).toBeVisible()
      await scanAdmin(page, `editor ${name}`, width)
    }
    // A new draft's problems, beside their fields and in the list.
    await createDraft(page, uniqueId('axe'))
    await page.getByRole('button', { name: words.actions.save }).click()
    await expect(page.getByTestId('listing-problems')).toBeVisible()
    await scanAdmin(page, 'editor problems', width)
    await openTab(page, words.tabs.photos)
    await scanAdmin(page, 'editor problems photos', width)
  })
}
