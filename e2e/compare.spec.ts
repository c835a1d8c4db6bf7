import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { COMPARE_MAX } from '../src/config/constants'
import { compareMessages, compareToggleMessages } from '../src/features/compare/messages'
import { accessibilityViolations, expect, openLive, test, toast } from './support/fixtures'

const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: { id: number | string; estate_title: string }[]
  }
).properties
const titleOf = (id: string) => {
  const estate = estates.find((candidate) => String(candidate.id) === id)
  if (!estate) throw new Error(`no estate ${id} in data.json`)
  return estate.estate_title
}

const toggle = (page: Page, id: string) =>
  page.getByRole('button', { name: compareToggleMessages.label(titleOf(id)), exact: true })
const bar = (page: Page) => page.getByRole('complementary', { name: compareMessages.bar.label })
const table = (page: Page) => page.getByRole('table')
/** The estates' titles, in the order of the columns. */
const columns = (page: Page) => table(page).getByRole('columnheader').getByRole('link')
const expectColumns = (page: Page, ids: string[]) =>
  expect(columns(page)).toHaveText(ids.map(titleOf))
const compareUrl = (ids: string[]) => new RegExp(`/compare\\?estates=${ids.join(',')}$`)

/** Presses a control from the keyboard, as someone tabbing to it does. */
async function press(page: Page, name: string, key = 'Enter') {
  const control = page.getByRole('button', { name, exact: true })
  await control.focus()
  await page.keyboard.press(key)
}

test('compare 2, then 3 estates picked on the cards: the bar opens them side by side, through a reload', async ({
  page,
}) => {
  await openLive(page, '/')
  await toggle(page, '1').click()
  await toggle(page, '2').click()
  await expect(toggle(page, '1')).toHaveAttribute('aria-pressed', 'true')
  await expect(bar(page).getByRole('img')).toHaveCount(2)
  await bar(page)
    .getByRole('link', { name: compareMessages.bar.open(2) })
    .click()

  await expect(page).toHaveURL(compareUrl(['1', '2']))
  await expectColumns(page, ['1', '2'])
  // Facts that part ways are marked in words, not colour alone; the segment is the same.
  await expect(page.getByRole('rowheader', { name: /^Price\s*Differs/ })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Segment', exact: true })).toBeVisible()
  // Rent has no price per square foot: a dash, with its reason in words.
  await expect(page.getByRole('row', { name: /^Price per sq ft/ })).toContainText(
    compareMessages.notApplicable.rent,
  )
  await expect(bar(page)).toBeHidden()

  // A third, from the keyboard, then back to the comparison by the bar.
  await page.goBack()
  await expect(toggle(page, '3')).toBeVisible()
  await press(page, compareToggleMessages.label(titleOf('3')), 'Space')
  await expect(toggle(page, '3')).toHaveAttribute('aria-pressed', 'true')
  const open = bar(page).getByRole('link', { name: compareMessages.bar.open(3) })
  await open.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(compareUrl(['1', '2', '3']))
  await expectColumns(page, ['1', '2', '3'])

  await page.reload()
  await expectColumns(page, ['1', '2', '3'])
  // Opened without its address (a bookmark of /compare): the picks this browser keeps.
  await page.goto('/compare')
  await expect(page).toHaveURL(compareUrl(['1', '2', '3']))
  await expectColumns(page, ['1', '2', '3'])
})

test(`up to ${COMPARE_MAX}: a fifth pick is refused, on a card and on the estate page, and the ${COMPARE_MAX} compare`, async ({
  page,
  newUser,
  signIn,
}) => {
  await openLive(page, '/')
  for (const id of ['1', '2', '3', '4']) await toggle(page, id).click()
  await toggle(page, '5').click()
  await expect(toast(page, compareToggleMessages.full(titleOf('5')))).toBeVisible()
  await expect(toggle(page, '5')).toHaveAttribute('aria-pressed', 'false')
  await expect(bar(page).getByRole('img')).toHaveCount(4)
  // On a phone the bar covers nothing: the page's end (the footer) scrolls clear above it.
  await page.setViewportSize({ width: 375, height: 812 })
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const footer = page.getByRole('contentinfo')
  await expect
    .poll(async () => {
      const [end, top] = [await footer.boundingBox(), await bar(page).boundingBox()]
      return end && top ? top.y - (end.y + end.height) : -1
    })
    .toBeGreaterThanOrEqual(0)

  await signIn(await newUser())
  await openLive(page, '/6')
  await toggle(page, '6').click()
  await expect(toast(page, compareToggleMessages.full(titleOf('6')))).toBeVisible()
  await expect(toggle(page, '6')).toHaveAttribute('aria-pressed', 'false')
  // Taking one out makes room.
  await page.getByRole('button', { name: compareMessages.bar.clearLabel }).click()
  await expect(bar(page)).toBeHidden()
  await toggle(page, '6').click()
  await expect(toggle(page, '6')).toHaveAttribute('aria-pressed', 'true')
  await expect(bar(page).getByRole('img', { name: titleOf('6') })).toBeVisible()

  await page.goto('/compare?estates=1,2,3,4')
  await expectColumns(page, ['1', '2', '3', '4'])
})

test('reorder and remove by keyboard: the address follows, without a history entry per press', async ({
  page,
}) => {
  await openLive(page, '/compare?estates=1,2,3')
  await expectColumns(page, ['1', '2', '3'])
  const entries = await page.evaluate(() => history.length)

  await press(page, compareMessages.moveRight(titleOf('2')))
  await expect(page).toHaveURL(compareUrl(['1', '3', '2']))
  await expectColumns(page, ['1', '3', '2'])
  // Now last, it cannot go right: the keyboard stays with the estate, on its other arrow.
  await expect(
    page.getByRole('button', { name: compareMessages.moveLeft(titleOf('2')) }),
  ).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(compareUrl(['1', '2', '3']))
  // The address changes before the table is drawn again: the next press waits for the table.
  await expectColumns(page, ['1', '2', '3'])
  await expect(
    page.getByRole('button', { name: compareMessages.moveLeft(titleOf('2')) }),
  ).toBeFocused()

  await press(page, compareMessages.remove(titleOf('1')))
  await expect(page).toHaveURL(compareUrl(['2', '3']))
  await expectColumns(page, ['2', '3'])
  await expect(
    page.getByRole('button', { name: compareMessages.remove(titleOf('2')) }),
  ).toBeFocused()
  expect(await page.evaluate(() => history.length)).toBe(entries)

  // Fewer than two: the way back to the estates.
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(compareUrl(['3']))
  await expect(page.getByText(compareMessages.page.emptyTitle)).toBeVisible()
  await page.getByRole('link', { name: compareMessages.page.emptyAction }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a shared link opens the same comparison in a fresh browser; unknown and hostile ids are left out with a notice', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs++
    void dialog.dismiss()
  })
  await page.goto('/compare?estates=3,404,1,%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')
  await expectColumns(page, ['3', '1'])
  await expect(page.getByText(compareMessages.page.notListed(2))).toBeVisible()
  await expect(page).toHaveURL(compareUrl(['3', '1']))
  expect({ errors, dialogs }).toEqual({ errors: [], dialogs: 0 })
  await context.close()
})

test('on a phone: the estates scroll sideways under the first column, which stays in place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await openLive(page, '/compare?estates=1,2,3')
  const price = page.getByRole('rowheader', { name: /^Price\s*Differs/ })
  const firstPrice = page.getByRole('cell', { name: '$12,750,000' })
  const before = { header: await price.boundingBox(), cell: await firstPrice.boundingBox() }
  // The page itself does not scroll sideways: only the table's region does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
  await page.getByRole('region', { name: /compared/ }).evaluate((region) => {
    region.scrollLeft = 300
  })
  await expect
    .poll(async () => (await firstPrice.boundingBox())?.x)
    .toBeLessThan((before.cell?.x ?? 0) - 200)
  expect((await price.boundingBox())?.x).toBe(before.header?.x)
})

for (const width of [375, 1280]) {
  test(`axe: no violations on /compare at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await openLive(page, '/compare?estates=1,2,3,5')
    await expectColumns(page, ['1', '2', '3', '5'])
    expect(await accessibilityViolations(page)).toEqual([])
  })
}
