import { createHash } from 'node:crypto'
import { cspReports, SESSION_STORAGE_KEY } from '../src/config/constants'
import { tourProviders } from '../src/config/tour-providers'
import { readFile } from 'node:fs/promises'
import { api } from '../src/config/paths'
import { authUrl, emulatorLogFile, productionCsp } from '../scripts/lib/emulator-config.mjs'
import { buildSettings } from '../scripts/lib/hosting-config.mjs'
import { expect, openLive, test, toast } from './support/fixtures'
import { authMessages } from '../src/features/auth/messages'
import { idTokenFor } from './support/mailbox'
import { sessionReported, watchSession } from './support/session'

const settings = buildSettings()

test('security headers as the Hosting emulator serves them', async ({ request }) => {
  for (const path of ['/', '/login', '/7', '/blogs/1', '/data.json']) {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval/)
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp, path).toContain(directive)
    }
    expect(csp).toMatch(/script-src [^;]*https:\/\/apis\.google\.com/)
    // The project's own auth domain (the popup's helper frame), from the settings, then the 3D-tour
    // providers' hosts, and no other.
    const tours = Object.keys(tourProviders)
      .map((host) => ` https://${host}`)
      .join('')
    expect(csp).toContain(
      `frame-src https://${settings.VITE_FIREBASE_AUTH_DOMAIN}${tours} ${authUrl};`,
    )
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types default dompurify")
    expect(csp).toContain(`report-uri ${api.cspReports}`)
    expect(csp).toMatch(/connect-src [^;]*https:\/\/identitytoolkit\.googleapis\.com/)
    expect(csp).toMatch(/img-src [^;]*https:/)
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/)
  }
})

test('the local policy is production plus the local Auth emulator, nothing else', async ({
  request,
}) => {
  const served = (await request.get('/')).headers()['content-security-policy']
  const emulator = authUrl
  const expected = productionCsp
    ?.replace(/(connect-src [^;]*)/, `$1 ${emulator}`)
    .replace(/(frame-src [^;]*)/, `$1 ${emulator}`)
  expect(served).toBe(expected)
})

test('the one inline script is allowed by its hash, and nothing else inline', async ({
  request,
}) => {
  for (const path of ['/', '/login', '/profile']) {
    const html = await (await request.get(path)).text()
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    )
    expect(inline).toHaveLength(1)
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')
    expect(productionCsp).toContain(`'sha256-${hash}'`)
  }
})

test('hostile text renders as text; a javascript: photo is refused and never used', async ({
  page,
  newUser,
  signIn,
}) => {
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  const hostileName = '<img src=x onerror=alert(1)>\u202Eevil\u202C ' + 'x'.repeat(300)
  await signIn(await newUser({ name: hostileName }))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    '<img src=x onerror=alert(1)>',
  )
  await expect(page.locator('img[src="x"]')).toHaveCount(0)

  await page.goto('/update')
  await page.getByLabel('Photo URL').fill('javascript:alert(document.domain)')
  await page.getByRole('button', { name: 'Update Profile' }).click()
  await expect(page.getByText(authMessages.validation.photoInvalid)).toBeVisible()
  await page.getByLabel('Photo URL').fill('data:image/svg+xml,<svg onload=alert(1)>')
  await page.getByRole('button', { name: 'Update Profile' }).click()
  await expect(page.getByText(authMessages.validation.photoInvalid)).toBeVisible()
  await expect(page.locator('img[src^="javascript:"], img[src^="data:image/svg"]')).toHaveCount(0)
  expect(dialogs).toBe(0)
})

test('a javascript: photo stored by someone else is never used as an image', async ({
  page,
  newUser,
  signIn,
}) => {
  // Written straight to the identity provider, bypassing the form's rules.
  await signIn(await newUser({ name: 'Mallory', photoURL: 'javascript:alert(1)' }))
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toContainText('M')
  await expect(page.locator('img[src^="javascript:"]')).toHaveCount(0)
})

test('hostile data fields render as text', async ({ page }) => {
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  const hostile = {
    id: '1',
    image: 'javascript:alert(1)',
    status: '<script>alert(1)</script>',
    location: '<img src=x onerror=alert(2)>',
    area_sq_ft: 100,
    estate_title: '<b onmouseover=alert(3)>Bold</b>',
    price: 1,
    description: '"><svg onload=alert(4)>',
    segment_name: 'x',
    facilities: ['<iframe src=javascript:alert(5)>'],
    coordinates: [0, 0],
  }
  await page.route('**/data.json', (route) =>
    route.fulfill({
      json: [hostile, { ...hostile, id: '2', image: '/images/estates/x-1200.avif' }],
    }),
  )
  await page.goto('/')
  // The first is refused for its image; the second shows, every field as text.
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(
    page.getByRole('heading', { name: '<b onmouseover=alert(3)>Bold</b>' }),
  ).toBeVisible()
  await expect(page.getByText('<img src=x onerror=alert(2)>')).toBeVisible()
  await expect(page.locator('article iframe, article svg[onload], img[src="x"]')).toHaveCount(0)
  expect(dialogs).toBe(0)
})

test('a redirect target off this site is ignored after login', async ({ page, newUser }) => {
  const user = await newUser()
  await page.goto('/login?redirectTo=https://evil.example/phish')
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/profile$/)
})

test('localStorage never holds a token, at any point of a session', async ({
  page,
  newUser,
  signInThroughForm,
}) => {
  const snapshots: string[] = []
  const snap = async () =>
    snapshots.push(await page.evaluate(() => JSON.stringify({ ...localStorage })))
  const user = await newUser()
  await page.goto('/')
  await snap()
  await signInThroughForm(user)
  await snap()
  await watchSession(page)
  await page.reload()
  // The SDK has restored its session, asked the provider about it and reported.
  expect(await sessionReported(page)).toEqual(['kept'])
  await snap()
  await page.goto('/update')
  await page.getByLabel('Name').fill('Renamed Person')
  await page.getByRole('button', { name: 'Update Profile' }).click()
  await expect(toast(page, authMessages.updateSuccess)).toBeVisible()
  await snap()
  for (const snapshot of snapshots) {
    expect(snapshot).not.toMatch(/token|stsTokenManager|apiKey|refresh/i)
  }
  expect(JSON.parse(snapshots[1] ?? '{}')).toHaveProperty(SESSION_STORAGE_KEY)
})

test('@fault an HTML string reaching the page is blocked by Trusted Types, and the site logs the report', async ({
  page,
  consoleGuard,
}) => {
  // The browser's own message and the fixture's count of the violation are this test's point.
  consoleGuard.allow(/TrustedHTML|CSP violation: require-trusted-types-for/)
  await openLive(page, '/')
  const marker = `probe-${Date.now().toString(36)}-${test.info().workerIndex}`
  const outcome = await page.evaluate((marker) => {
    const target = document.createElement('div')
    try {
      // The marker first: a report carries the string's first 40 characters.
      target.innerHTML = `${marker}<img src="x" onerror="alert(1)">`
      return 'assigned'
    } catch (error) {
      return (error as Error).name
    }
  }, marker)
  expect(outcome).toBe('TypeError')
  // The browser posts the report at once; 20 s is a ceiling, for the emulator starting the
  // function's first process on a busy machine. The function logs it (the emulators' output).
  await expect
    .poll(async () => (await readFile(emulatorLogFile, 'utf8').catch(() => '')).includes(marker), {
      timeout: 20_000,
    })
    .toBe(true)
})

test('@fault the report endpoint takes no X-Forwarded-For a client writes for its address', async ({
  request,
}) => {
  const report = (n: number) => ({
    'csp-report': {
      'document-uri': `http://127.0.0.1/claimed-${n}`,
      'effective-directive': 'img-src',
      'blocked-uri': 'https://tracker.example/pixel.gif',
    },
  })
  // More reports than one address may send in a minute, all claiming one address. Only what the
  // platform appends is an address (client-address.ts); locally nothing in front of the function
  // appends one, so the claim is nobody's and none is refused as that address's: a client could
  // otherwise choose its count (a new claim, a fresh one) or spend another's. The limit per
  // address itself, with the platform's entry, is in handle-csp-report.test.ts; the function's
  // own limit per minute is not flooded here, as other tests' pages report at the same time.
  const statuses: number[] = []
  for (let n = 0; n <= cspReports.perAddressPerMinute; n++) {
    const answer = await request.post(api.cspReports, {
      headers: { 'X-Forwarded-For': '192.0.2.1', 'Content-Type': 'application/csp-report' },
      data: JSON.stringify(report(n)),
    })
    statuses.push(answer.status())
  }
  expect(statuses).toEqual(Array(cspReports.perAddressPerMinute + 1).fill(204))
  const refused = await request.get(api.cspReports)
  expect(refused.status()).toBe(405)
})

test('account data as Hosting serves it is never stored: every /api answer says no-store', async ({
  request,
  newUser,
}) => {
  // Hosting's headers apply to what a rewrite to a function answers as well, the last matching
  // rule winning: `**`'s no-cache once replaced the functions' no-store, and a shared computer's
  // disk cache could keep a signed-out visitor's saved estates.
  const auth = { Authorization: `Bearer ${await idTokenFor(await newUser())}` }
  const saved = await request.get(api.savedEstates, { headers: auth })
  expect(saved.status()).toBe(200)
  expect(saved.headers()['cache-control']).toBe('no-store')
  const answers = [
    await request.get(api.savedSearches, { headers: auth }),
    await request.get(`${api.savedEstates}/1`, { headers: auth }),
    await request.get(api.savedEstates),
    await request.get(api.enquiries),
    await request.get(api.cspReports),
  ]
  expect(answers.map((answer) => answer.status())).toEqual([200, 405, 401, 405, 405])
  answers.push(await request.post(api.alertsUnsubscribe('not-a-token')))
  for (const answer of answers)
    expect(answer.headers()['cache-control'], answer.url()).toBe('no-store')
})
