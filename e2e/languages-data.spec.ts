import { readFileSync } from 'node:fs'
import {
  availabilityNames as frenchAvailabilities,
  collectionMessages as frenchCollection,
} from '../src/features/estates/collection-messages.fr'
import { statusName as frenchStatus } from '../src/features/estates/messages.fr'
import { pageTitle } from '../src/config/constants'
import { appStarted, expect, openLive, test } from './support/fixtures'

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
  for (const status of ['sale', 'rent']) {
    const name = frenchStatus(status) ?? status
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
  newUser,
  signIn,
}) => {
  await signIn(await newUser())
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
