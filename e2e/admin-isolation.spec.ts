import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { adminRoutes } from '../functions/src/admin/admin-routes'
import { adminMessages } from '../src/admin/messages'
import { pages } from '../src/app/pages'
import { paths } from '../src/config/paths'
import { verified } from './support/auth-emulator'
import { appStarted, expect, test } from './support/fixtures'
import { handSessionTo } from './support/session'
import { expectScreen, expectShellOf, grantRole, refusedByAdmin, uniqueName } from './support/staff'
import { signInAccount } from '../scripts/lib/auth-emulator-api.mjs'

/**
 * The back office stays apart (issue 44, decision 048): its API answers nothing to anyone without
 * a role, a visitor's page never asks for any of it, and it runs under the site's own policy.
 */

/** Every endpoint of the admin function (its route table), with a value in each parameter. */
const endpoints = adminRoutes.map(({ method, path }) => ({
  method,
  path: path.replace(/:\w+/g, 'someone'),
}))

const isBackOffice = (url: string) => {
  const { pathname } = new URL(url)
  return /^\/(api\/)?admin(\/|$)/.test(pathname)
}

/** Each answer of the admin function a page received, with its body. */
function recordAdminAnswers(page: Page) {
  const answers: { url: string; status: number; body: Promise<unknown> }[] = []
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/admin')) return
    answers.push({
      url: response.url(),
      status: response.status(),
      body: response.json().catch(() => null),
    })
  })
  return answers
}

test('a visitor’s account, confirmed or not, gets 403 and no data from every /api/admin call @fault', async ({
  request,
  newUser,
}) => {
  expect(endpoints.length).toBeGreaterThanOrEqual(6)
  const confirmed = await verified(await newUser())
  const unconfirmed = await newUser()
  for (const user of [confirmed, unconfirmed]) {
    const { idToken } = await signInAccount(user)
    for (const { method, path } of [...endpoints, { method: 'GET', path: '/api/admin/other' }]) {
      const answer = await request.fetch(path, {
        method,
        headers: { Authorization: `Bearer ${idToken}` },
        data:
          method === 'GET' || method === 'DELETE'
            ? undefined
            : { email: user.email, role: 'owner' },
      })
      expect(answer.status(), `${method} ${path}`).toBe(403)
      expect(answer.headers()['cache-control']).toBe('no-store')
      expect(await answer.json()).toEqual({
        error: { code: 'not-staff', message: expect.any(String) },
      })
    }
  }
  // Signed out: 401, and nothing more either.
  for (const { method, path } of endpoints) {
    const answer = await request.fetch(path, { method })
    expect(answer.status(), `${method} ${path}`).toBe(401)
    expect(Object.keys(await answer.json())).toEqual(['error'])
  }
})

test('a signed-out person at the back office is sent to sign in, and comes back to the screen they asked for', async ({
  page,
  newUser,
}) => {
  const owner = await grantRole(await newUser({ name: uniqueName('Olivia Owner') }), 'owner')
  await page.goto('/admin/audit')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Faudit$/)
  await page.getByLabel('Email address').fill(owner.email)
  await page.getByLabel('Password', { exact: true }).fill(owner.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/audit$/)
  await expectScreen(page, 'Audit log')
  await expectShellOf(page, owner, 'Owner')
})

test('the login page follows a way back into the back office only on this site @fault', async ({
  page,
  newUser,
}) => {
  const user = await newUser()
  // Another origin in disguise is refused: the visitor lands on their profile instead.
  await page.goto(`/login?redirectTo=${encodeURIComponent('//admin.evil.example/admin')}`)
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/profile$/)
})

test('a visitor’s account sees “not authorised” and no admin data in any answer', async ({
  page,
  newUser,
  consoleGuard,
}) => {
  consoleGuard.allow(refusedByAdmin)
  const visitor = await verified(await newUser({ name: uniqueName('Victor Visitor') }))
  const answers = recordAdminAnswers(page)
  await handSessionTo(page, visitor)
  for (const path of ['/admin', '/admin/staff', '/admin/audit', '/admin/no-such-screen']) {
    await page.goto(path)
    await expect(
      page.getByRole('heading', { name: adminMessages.session.notAuthorisedTitle }),
    ).toBeVisible()
    await expect(page.getByText(visitor.email)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0)
  }
  expect(answers.length).toBeGreaterThan(0)
  for (const answer of answers) {
    expect(answer.status, answer.url).toBe(403)
    expect(await answer.body).toEqual({ error: { code: 'not-staff', message: expect.any(String) } })
  }
  // "Sign in with another account" signs this one out and offers the login page, back to here.
  await page.getByRole('button', { name: adminMessages.session.otherAccount }).click()
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/)
})

const estateId = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: { id: string }[]
  }
).properties[0]!.id
const articleId = (
  JSON.parse(readFileSync(new URL('../public/blog.json', import.meta.url), 'utf8')) as {
    id: string
  }[]
)[0]!.id

/** Every page of the manifest at an address a visitor opens, its parameters filled in. */
const publicPaths = [
  ...pages.map(({ id, path }) =>
    id === 'compare'
      ? paths.compare.href([estateId])
      : path.replace(':estateId', estateId).replace(':articleId', articleId),
  ),
  '/fr/',
  '/de/login',
]

for (const signedIn of [false, true]) {
  test(`no public page asks for anything of the back office (${signedIn ? 'signed in' : 'a guest'})`, async ({
    page,
    newUser,
  }) => {
    test.slow()
    const asked: string[] = []
    page.on('request', (request) => {
      if (isBackOffice(request.url())) asked.push(`${page.url()} -> ${request.url()}`)
    })
    if (signedIn) await handSessionTo(page, await verified(await newUser()))
    expect(publicPaths.length).toBeGreaterThan(pages.length)
    for (const path of publicPaths) {
      await page.goto(path)
      await appStarted(page)
      // What the page loads later: the identity provider, lazy parts, the data.
      await page.waitForLoadState('networkidle')
    }
    expect(asked).toEqual([])
  })
}

test('the service worker’s precache lists no file of the back office', async ({ request }) => {
  for (const worker of ['/sw.js', '/fr/sw.js', '/de/sw.js']) {
    const answer = await request.get(worker)
    expect(answer.status()).toBe(200)
    const source = await answer.text()
    const urls = [...source.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!)
    expect(urls.length, worker).toBeGreaterThan(20)
    expect(
      urls.filter((url) => url.includes('admin')),
      worker,
    ).toEqual([])
  }
  // The build's copy, as deployed.
  const built = readFileSync(new URL('../dist/sw.js', import.meta.url), 'utf8')
  expect(built).not.toMatch(/"[^"]*admin\/[^"]*"/)
})

test('the back office is served under the site’s policy, never indexed, and runs with it', async ({
  page,
  request,
  newUser,
}) => {
  // The site's own policy, word for word (security.spec.ts holds it to production's).
  const expectedPolicy = (await request.get('/')).headers()['content-security-policy']
  expect(expectedPolicy).toContain("require-trusted-types-for 'script'")
  for (const path of ['/admin', '/admin/', '/admin/staff']) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
    expect(answer.headers()['content-security-policy'], path).toBe(expectedPolicy)
    expect(answer.headers()['x-robots-tag'], path).toBe('noindex, nofollow')
    const html = await answer.text()
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />')
    // No inline script or style: the policy allows none here.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    expect(html).not.toMatch(/<style|style="/)
  }
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Disallow: \/admin$/m)

  // The app itself, drawn under that policy with Trusted Types enforced (the fixtures fail the
  // test on any violation), its scripts cached for good.
  const owner = await grantRole(await newUser({ name: uniqueName('Olivia Owner') }), 'owner')
  const scripts: string[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/admin/assets/'))
      scripts.push(response.headers()['cache-control'] ?? '')
  })
  await handSessionTo(page, owner)
  await page.goto('/admin/staff')
  await expectScreen(page, 'Staff')
  expect(scripts.length).toBeGreaterThan(0)
  for (const header of scripts) expect(header).toBe('public, max-age=31536000, immutable')
  const policy = await page.evaluate(
    () =>
      (window as { trustedTypes?: { defaultPolicy?: { name: string } | null } }).trustedTypes
        ?.defaultPolicy?.name,
  )
  expect(policy).toBe('default')
})
