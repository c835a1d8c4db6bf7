import { readFileSync } from 'node:fs'
import { messages } from '../src/config/messages'
import type { estateRecord } from '../src/testing/estate-records'
import { expect, test } from './support/fixtures'

type RawEstate = ReturnType<typeof estateRecord>
const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: RawEstate[]
  }
).properties
const estateById = (id: string) => {
  const estate = estates.find((candidate) => String(candidate.id) === id)
  if (!estate) throw new Error(`no estate ${id} in data.json`)
  return estate
}

test.beforeEach(async ({ newUser, signIn }) => {
  await signIn(await newUser())
})

test.describe('mortgage calculator', () => {
  // Amortisation figures worked out by hand: 80 % of the price at 6.5 % over 30 years.
  for (const { id, loan, monthly, interest } of [
    { id: '1', loan: '$10,200,000.00', monthly: '$64,470.94', interest: '$13,009,537.82' },
    { id: '6', loan: '$3,080,000.00', monthly: '$19,467.70', interest: '$3,928,370.24' },
  ]) {
    test(`estate ${id}: the figures for its price with the default terms`, async ({ page }) => {
      const estate = estateById(id)
      await page.goto(`/${id}`)
      const calculator = page.getByRole('region', { name: 'Mortgage calculator' })
      await calculator.scrollIntoViewIfNeeded()
      await expect(calculator.getByLabel('Home price')).toHaveValue(String(estate.price))
      await expect(calculator.getByLabel('Down payment (%)')).toHaveValue('20')
      await expect(calculator.getByLabel('Interest rate (%)')).toHaveValue('6.5')
      await expect(calculator.getByLabel('Loan term (years)')).toHaveValue('30')
      await expect(calculator.getByText('Monthly payment', { exact: true })).toBeVisible()
      await expect(calculator.getByRole('definition')).toHaveText([monthly, loan, interest])
    })
  }

  test('follows the fields, handles 0 % and explains bad input', async ({ page }) => {
    await page.goto('/1')
    const calculator = page.getByRole('region', { name: 'Mortgage calculator' })
    const price = calculator.getByLabel('Home price')
    const rate = calculator.getByLabel('Interest rate (%)')
    const down = calculator.getByLabel('Down payment (%)')
    await price.fill('500000')
    await rate.fill('6')
    await expect(calculator.getByRole('definition').first()).toHaveText('$2,398.20')
    await calculator.getByLabel('Loan term (years)').selectOption('15')
    await expect(calculator.getByRole('definition').first()).toHaveText('$3,375.43')
    await rate.fill('0')
    await expect(calculator.getByRole('definition')).toHaveText([
      '$2,222.22',
      '$400,000.00',
      '$0.00',
    ])

    await price.fill('a lot')
    await expect(price).toHaveAccessibleDescription(messages.mortgage.priceInvalid)
    await expect(calculator.getByText(messages.mortgage.fixFields)).toBeVisible()
    await price.fill('')
    await expect(price).toHaveAccessibleDescription(messages.mortgage.priceInvalid)
    await price.fill('500000')
    await down.fill('120')
    await expect(down).toHaveAccessibleDescription(messages.mortgage.downPaymentInvalid)
    await down.fill('-5')
    await expect(down).toHaveAccessibleDescription(messages.mortgage.downPaymentInvalid)
    await down.fill('20')
    await rate.fill('-1')
    await expect(rate).toHaveAccessibleDescription(messages.mortgage.rateInvalid)
    await expect(calculator).not.toContainText(/NaN|Infinity/)
    await rate.fill('6')
    await expect(calculator.getByRole('definition').first()).toHaveText('$3,375.43')
    await expect(price).not.toHaveAttribute('aria-invalid')
  })
})

test.describe('sharing', () => {
  test('without a share sheet, Share copies the estate link with a toast', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // Desktop Chromium on Linux has no navigator.share, as desktop Firefox: the fallback is tested.
    await page.goto('/9')
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined')
    const estate = estateById('9')
    await expect(page).toHaveTitle('Luxury Living | Detail')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^${estate.estate_title} in `),
    )
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText(messages.share.linkCopied)).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL('/9', page.url()).href,
    )
  })

  test('with a share sheet, Share hands it the estate; closing it is no error', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = []
      Object.assign(window, { shared })
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          shared.push(data)
          return shared.length === 1
            ? Promise.resolve()
            : Promise.reject(new DOMException('Share canceled', 'AbortError'))
        },
      })
    })
    await page.goto('/9')
    const share = page.getByRole('button', { name: 'Share' })
    await share.click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        expect.objectContaining({
          title: estateById('9').estate_title,
          url: new URL('/9', page.url()).href,
        }),
      ])
    await share.click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.length))
      .toBe(2)
    await expect(page.getByText(messages.share.linkCopied)).toHaveCount(0)
  })
})
