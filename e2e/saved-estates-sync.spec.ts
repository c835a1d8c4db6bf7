import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { signInAccount } from '../scripts/lib/auth-emulator-api.mjs'
import { hostingUrl } from '../scripts/lib/emulator-config.mjs'
import type { TestUser } from './support/auth-emulator'
import { expect, REACHES_SERVER, test } from './support/fixtures'
import { handSessionTo } from './support/session'

// Saved estates on the server (issue 32, decision 035): one account's list on every browser it
// signs in on, the browser's own copy still painting first and working offline.

const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: { id: number | string; estate_title: string }[]
  }
).properties
const titleOf = (id: string) =>
  estates.find((estate) => String(estate.id) === id)?.estate_title ?? id

const heart = (page: Page, id: string) => page.getByRole('button', { name: `Save ${titleOf(id)}` })
const savedTitles = (page: Page) =>
  page.getByRole('region', { name: 'Saved estates' }).getByRole('heading', { level: 3 })

// The function's first request starts its process, seconds on a busy machine: before the tests.
test.beforeAll(async () => {
  await fetch(`${hostingUrl}/api/saved-estates`)
})

const tokenOf = async (user: TestUser) => (await signInAccount(user)).idToken as string

/** The account's saved estates as the function answers them, newest first. */
async function accountIds(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/saved-estates', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { estates: { id: string }[] }).estates.map((entry) => entry.id)
}

test('a list this browser kept before is merged into the account on sign-in; another browser shows it, and its saves come back here', async ({
  page,
  browser,
  request,
  newUser,
}) => {
  const user = await newUser()
  // As the code before this change left it: in this browser only, newest first.
  await handSessionTo(page, user)
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `user:${user.uid}:saved-estates`,
    value: JSON.stringify([
      { id: '9', title: titleOf('9'), savedAt: 2 },
      { id: '1', title: titleOf('1'), savedAt: 1 },
    ]),
  })
  await page.goto('/profile')
  await expect(savedTitles(page)).toHaveText([titleOf('9'), titleOf('1')])
  const token = await tokenOf(user)
  await expect.poll(() => accountIds(request, token), REACHES_SERVER).toEqual(['9', '1'])

  const other = await browser.newContext()
  const elsewhere = await other.newPage()
  await handSessionTo(elsewhere, user)
  await elsewhere.goto('/')
  // The account's list arrives once the page has settled (decision 052).
  await expect(heart(elsewhere, '9')).toHaveAttribute('aria-pressed', 'true', REACHES_SERVER)
  await expect(heart(elsewhere, '1')).toHaveAttribute('aria-pressed', 'true', REACHES_SERVER)
  await heart(elsewhere, '2').click()
  await expect(heart(elsewhere, '2')).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => accountIds(request, token), REACHES_SERVER).toEqual(['2', '9', '1'])
  await other.close()

  await page.reload()
  await expect(savedTitles(page)).toHaveText(
    [titleOf('2'), titleOf('9'), titleOf('1')],
    REACHES_SERVER,
  )
})

test('changes made offline stay here and reach the account once back online; a removal is not undone by the older list', async ({
  page,
  context,
  request,
  consoleGuard,
  newUser,
  signIn,
}) => {
  // Offline, the home page's slides fail to load, as in any browser; the sync itself asks nothing.
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/)
  let offline = false
  const askedOffline: string[] = []
  page.on('request', (asked) => {
    if (offline && asked.url().includes('/api/')) askedOffline.push(asked.url())
  })
  const user = await newUser()
  const token = await tokenOf(user)
  await signIn(user)
  await page.goto('/')
  await heart(page, '2').click()
  await expect.poll(() => accountIds(request, token), REACHES_SERVER).toEqual(['2'])

  offline = true
  await context.setOffline(true)
  await heart(page, '2').click()
  await heart(page, '1').click()
  await expect(heart(page, '1')).toHaveAttribute('aria-pressed', 'true')
  await expect(heart(page, '2')).toHaveAttribute('aria-pressed', 'false')
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { id: string }[],
    `user:${user.uid}:saved-estates`,
  )
  expect(stored.map((entry) => entry.id)).toEqual(['1'])
  expect(await accountIds(request, token)).toEqual(['2'])

  expect(askedOffline).toEqual([])
  offline = false
  await context.setOffline(false)
  await expect.poll(() => accountIds(request, token), REACHES_SERVER).toEqual(['1'])
  await expect(heart(page, '2')).toHaveAttribute('aria-pressed', 'false')
  await expect(heart(page, '1')).toHaveAttribute('aria-pressed', 'true')
})

test('@fault the function down: saving still works here, and reaches the account at the next load', async ({
  page,
  request,
  consoleGuard,
  newUser,
  signIn,
}) => {
  // The browser reports each failed request; nothing else may go wrong.
  consoleGuard.allow(/\/api\/saved-estates.*status of 503|status of 503.*/)
  const user = await newUser()
  const token = await tokenOf(user)
  await page.route('**/api/saved-estates**', (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: 'store-unavailable', message: 'Try again in a moment.' } },
    }),
  )
  await signIn(user)
  await page.goto('/')
  await heart(page, '3').click()
  await expect(heart(page, '3')).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(heart(page, '3')).toHaveAttribute('aria-pressed', 'true')
  expect(await accountIds(request, token)).toEqual([])

  await page.unroute('**/api/saved-estates**')
  await page.reload()
  await expect.poll(() => accountIds(request, token), REACHES_SERVER).toEqual(['3'])
  await expect(heart(page, '3')).toHaveAttribute('aria-pressed', 'true')
})

test("another account's token can neither read nor change the first's list", async ({
  request,
  newUser,
}) => {
  const [ann, bob] = [await tokenOf(await newUser()), await tokenOf(await newUser())]
  const as = (token: string) => ({ Authorization: `Bearer ${token}` })
  expect(
    (
      await request.put('/api/saved-estates/1', { headers: as(ann), data: { title: 'x' } })
    ).status(),
  ).toBe(200)

  expect(await accountIds(request, bob)).toEqual([])
  expect((await request.delete('/api/saved-estates/1', { headers: as(bob) })).status()).toBe(200)
  // The account comes from the token, never from the body.
  await request.post('/api/saved-estates', {
    headers: as(bob),
    data: { uid: 'ann', estates: [{ id: '4', title: 'x', savedAt: 1 }] },
  })
  expect(await accountIds(request, ann)).toEqual(['1'])
  expect(await accountIds(request, bob)).toEqual(['4'])

  for (const headers of [{}, { Authorization: 'Bearer forged' }] as Record<string, string>[]) {
    const answer = await request.get('/api/saved-estates', { headers })
    expect(answer.status()).toBe(401)
  }
  expect(
    (
      await request.put('/api/saved-estates/77', { headers: as(ann), data: { title: 'x' } })
    ).status(),
  ).toBe(404)
})
