import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { enquiryMessages as frenchEnquiry } from '../src/features/enquiries/messages.fr'
import {
  galleryMessages as frenchGallery,
  viewerMessages as frenchViewer,
} from '../src/features/gallery/messages.fr'
import {
  availabilityNames as frenchAvailabilities,
  collectionMessages as frenchCollection,
  statusNames as frenchStatuses,
} from '../src/features/estates/messages.fr'
import { pageTitle } from '../src/config/constants'
import { appStarted, expect, openLive, test } from './support/fixtures'
import { VIEWER_OPENS, viewerSettled } from './support/photo-viewer'

// The data's translations (decision 038) as a French or German visitor reads them: the cards, the
// search, an estate's page, an article, and a field left in English marked so.

type Texts = { estate_title: string; description: string; facilities: string[]; location: string }
type Record = Texts & { id: string | number; location: string; segment_name: string }
const read = <T>(file: string) => JSON.parse(readFileSync(`public/${file}`, 'utf8')) as T
const english = read<{ properties: (Record & { availability?: string })[] }>('data.json').properties
const translated = {
  fr: read<{ properties: { [id: string]: Texts & { segment_name: string } } }>('data.fr.json'),
  de: read<{ properties: { [id: string]: Texts } }>('data.de.json'),
}
function entryOf<T>(entries: { [id: string]: T }, id: string) {
  const entry = entries[id]
  if (!entry) throw new Error(`no translation of estate ${id}`)
  return entry
}
const frenchOf = (id: string) => entryOf(translated.fr.properties, id)
const germanOf = (id: string) => entryOf(translated.de.properties, id)
const articles = read<{ id: string | number; title: string }[]>('blog.json')
const articleId = String(articles[0]?.id)
const frenchArticle = read<{ articles: { [id: string]: { title: string; content: string } } }>(
  'blog.fr.json',
).articles[articleId]

/** As the search box reads text: lower case, without accents. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

test('the French home page: cards in French, a French search, a missing title in English', async ({
  page,
}) => {
  // Estate 2's title and location left out of the French file: its card shows the English,
  // marked so.
  const [first, second] = english
  if (!first || !second) throw new Error('data.json holds fewer than two estates')
  await page.route('**/data.fr.json', (route) => {
    const file = structuredClone(translated.fr)
    const entry: Partial<Texts> = { ...frenchOf(String(second.id)) }
    delete entry.estate_title
    delete entry.location
    file.properties[String(second.id)] = entry as Texts & { segment_name: string }
    return route.fulfill({ json: file })
  })
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') warnings.push(message.text())
  })
  await openLive(page, '/fr/')

  const cards = page.getByRole('article')
  const firstTitle = page.getByRole('heading', { name: frenchOf(String(first.id)).estate_title })
  await expect(firstTitle).toBeVisible()
  await expect(firstTitle).not.toHaveAttribute('lang')
  const untranslated = page.getByRole('heading', { name: second.estate_title, exact: true })
  await expect(untranslated).toHaveAttribute('lang', 'en')
  // The rest of that estate is French, unmarked.
  const secondCard = cards.filter({ has: untranslated })
  await expect(secondCard.getByText(frenchOf(String(second.id)).description)).not.toHaveAttribute(
    'lang',
  )
  await expect(secondCard.getByText(second.location, { exact: true })).toHaveAttribute('lang', 'en')
  const firstCard = cards.filter({ has: firstTitle })
  const firstLocation = firstCard.getByText(frenchOf(String(first.id)).location, { exact: true })
  await expect(firstLocation).not.toHaveAttribute('lang')

  // A word of a French facility finds the estates that have it, shown in French.
  const word = fold(frenchOf(String(first.id)).facilities[0] ?? '')
  const expected = english
    .filter(({ availability }) => availability !== 'sold' && availability !== 'let')
    .filter((estate) => {
      const texts = frenchOf(String(estate.id))
      const text = fold(
        [texts.estate_title, texts.location, texts.description, texts.segment_name]
          .concat(texts.facilities)
          .join('\n'),
      )
      return word.split(/\s+/).every((one) => text.includes(one))
    })
    .map((estate) => frenchOf(String(estate.id)).estate_title)
  expect(expected.length).toBeGreaterThan(0)
  await page.getByRole('searchbox', { name: frenchCollection.search.label }).fill(word)
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected)

  // The filters' options in French: the data's statuses and availabilities by their French names,
  // every segment and facility translated, so nothing marked English.
  await page.getByRole('button', { name: /^Filtres/ }).click()
  const dialog = page.getByRole('dialog', { name: frenchCollection.filters.title })
  const { fields } = frenchCollection.filters
  const statuses = dialog.getByRole('group', { name: fields.status.legend })
  for (const status of ['sale', 'rent'] as const) {
    const name = frenchStatuses[status]
    const label = `${name.charAt(0).toUpperCase()}${name.slice(1)}`
    await expect(statuses.getByRole('checkbox', { name: label, exact: true })).toBeVisible()
  }
  await expect(dialog.getByRole('checkbox', { name: frenchAvailabilities.available })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: frenchAvailabilities.sold })).not.toBeChecked()
  await expect(dialog.locator('[lang="en"]')).toHaveCount(0)
  expect(warnings).toEqual([])
})

test('an estate in German and an article in French, from the HTML on', async ({
  page,
  signedInUser: _,
}) => {
  const german = germanOf('1')

  // The prerendered page already says it in German: the app's drawing changes no word.
  const html = await (await page.request.get('/de/1')).text()
  expect(html).toContain(german.estate_title)
  expect(html).toContain(german.facilities[0])

  await openLive(page, '/de/1')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.estate_title)
  await expect(page.getByText(german.description)).toBeVisible()
  const facilities = page.getByRole('complementary').getByRole('listitem')
  await expect(facilities).toHaveText(german.facilities)
  // Nothing of the estate is left in English (the language switch's "English" is outside it).
  await expect(page.getByRole('main').locator('[lang="en"]')).toHaveCount(0)

  if (!frenchArticle) throw new Error(`blog.fr.json does not translate article ${articleId}`)
  await page.goto(`/fr/blogs/${articleId}`)
  await appStarted(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frenchArticle.title)
  await expect(page).toHaveTitle(pageTitle(frenchArticle.title))
  const [opening = ''] = frenchArticle.content.split(/\n{2,}/)
  await expect(page.getByText(opening)).toBeVisible()
  // Nothing of the article in English but its tags ("#design"), data no translation gives.
  await expect(page.locator('article [lang="en"]').filter({ hasNotText: /^#/ })).toHaveCount(0)
})

// The words of an estate's photos, floor plans and film (decision 038, amended): each in the
// visitor's language, or the English marked so.
type Media = {
  images_alt: (string | null)[]
  floor_plans_label: string[]
  video_captions: string
}
type EnglishMedia = {
  id: string | number
  estate_title: string
  images: { url: string; alt?: string }[]
  floor_plans: { url: string; label: string }[]
  video?: { captions?: string }
  agent?: { languages: string[] }
}
const filmed = read<{ properties: EnglishMedia[] }>('data.json').properties.find(
  (estate) => estate.video?.captions,
)!
const filmedId = String(filmed.id)
const frenchMedia = translated.fr.properties[filmedId] as unknown as Media & Texts
const photoCount = 1 + filmed.images.length

/** Opens the gallery's viewer at a tab, from the strip's button of that name. */
async function openViewer(page: Page, button: string, title: string) {
  await page.getByRole('button', { name: button, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: frenchGallery.dialog(title) })
  await expect(dialog).toBeVisible(VIEWER_OPENS)
  return dialog
}

test('an estate’s photos, floor plans, film and agent in French', async ({
  page,
  signedInUser: _,
}) => {
  await openLive(page, `/fr/${filmedId}`)
  const title = frenchMedia.estate_title
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  // The thumbnails are named by the photos' French words: the cover by its title, the others by
  // their alts.
  const alts = [title, ...frenchMedia.images_alt]
  const thumbnails = page.getByRole('button', { name: /^Ouvrir la photo/ })
  await expect(thumbnails.first()).toBeVisible()
  for (const [at, alt] of alts.slice(0, await thumbnails.count()).entries())
    await expect(thumbnails.nth(at)).toHaveAccessibleName(
      frenchGallery.openPhoto(at + 1, photoCount, alt ?? ''),
    )
  await expect(page.getByRole('main').locator('[lang="en"]')).toHaveCount(0)

  // In the viewer: a photo's alt, a level's name, the film's captions, all French.
  let dialog = await openViewer(page, frenchGallery.viewAll(photoCount), title)
  await viewerSettled(page)
  await page.keyboard.press('ArrowRight')
  const current = dialog.locator('.yarl__slide_current img')
  await expect(current).toHaveAttribute('alt', frenchMedia.images_alt[0] ?? '')
  await expect(current).not.toHaveAttribute('lang')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  dialog = await openViewer(page, frenchGallery.floorPlans, title)
  const [level] = frenchMedia.floor_plans_label
  await expect(current).toHaveAttribute('alt', frenchViewer.floorPlan(title, level ?? ''))
  await expect(dialog.locator('.yarl__slide_current').getByText(level ?? '')).toBeVisible()
  await expect(dialog.locator('[lang="en"]')).toHaveCount(0)

  await dialog.getByRole('button', { name: frenchViewer.section.film }).click()
  const track = dialog.locator('video track')
  await expect(track).toHaveAttribute('src', frenchMedia.video_captions)
  await expect(track).toHaveAttribute('srclang', 'fr')
  await expect(track).toHaveAttribute('label', frenchViewer.captions.fr)
  const captions = await (await page.request.get(frenchMedia.video_captions)).text()
  expect(captions).toMatch(/^WEBVTT/)
  expect(captions).toContain(frenchMedia.images_alt[0])
  await page.keyboard.press('Escape')

  // The agent's languages, which data.json names in English, in French words.
  const speaks = frenchEnquiry.agent.speaks(filmed.agent?.languages ?? [])
  expect(speaks).toBe('Parle anglais, français')
  // The agent's card comes with the viewing form, near the end of the page.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(page.getByText(speaks, { exact: true })).toBeVisible({ timeout: 1000 })
  }).toPass()
})

test('photos, levels and captions the French file leaves out show the English, marked', async ({
  page,
  newUser,
  signIn,
}) => {
  await page.route('**/data.fr.json', (route) => {
    const file = structuredClone(translated.fr)
    const entry = file.properties[filmedId] as unknown as Partial<Media>
    delete entry.images_alt
    delete entry.floor_plans_label
    delete entry.video_captions
    return route.fulfill({ json: file })
  })
  await signIn(await newUser())
  await openLive(page, `/fr/${filmedId}`)
  const title = frenchMedia.estate_title
  const [photo] = filmed.images
  const englishAlt = photo?.alt ?? ''

  // The second thumbnail's name is French around the English alt, which says it is English.
  const second = page.getByRole('button', { name: /^Ouvrir la photo 2 / })
  await expect(second).toHaveAccessibleName(frenchGallery.openPhoto(2, photoCount, englishAlt))
  await expect(second.locator('[lang="en"]')).toHaveText(englishAlt)

  // In the viewer, that photo's image and the level's say so themselves.
  let dialog = await openViewer(page, frenchGallery.viewAll(photoCount), title)
  await viewerSettled(page)
  await page.keyboard.press('ArrowRight')
  const current = dialog.locator('.yarl__slide_current img')
  await expect(current).toHaveAttribute('alt', englishAlt)
  await expect(current).toHaveAttribute('lang', 'en')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  dialog = await openViewer(page, frenchGallery.floorPlans, title)
  const [plan] = filmed.floor_plans
  await expect(current).toHaveAttribute('alt', plan?.label ?? '')
  await expect(current).toHaveAttribute('lang', 'en')
  await expect(dialog.locator('.yarl__slide_current p[lang="en"]')).toHaveText(plan?.label ?? '')

  // The film's captions are the English file, labelled in French as English.
  await dialog.getByRole('button', { name: frenchViewer.section.film }).click()
  const track = dialog.locator('video track')
  await expect(track).toHaveAttribute('src', filmed.video?.captions ?? '')
  await expect(track).toHaveAttribute('srclang', 'en')
  await expect(track).toHaveAttribute('label', frenchViewer.captions.en)
})
