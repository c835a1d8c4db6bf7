import { expect, test } from './support/fixtures'

/**
 * Issue 28: the login page follows its `redirectTo` only to a path on this site. Each of these
 * turned into an address of another site somewhere between the URL, the router and the browser
 * (src/lib/safe-url.ts); after signing in, the visitor must still be here, on their profile.
 */
const offSite = [
  '/..//evil.example',
  '/.//evil.example',
  '/%2e//evil.example',
  '/./\\evil.example',
  '/a/..//evil.example/x',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
]

for (const target of offSite) {
  test(`@fault redirectTo ${JSON.stringify(target)} is ignored after signing in`, async ({
    page,
    newUser,
  }) => {
    const user = await newUser()
    await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`)
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/profile$/)
  })
}

test('a path on this site is still followed', async ({ page, newUser }) => {
  const user = await newUser()
  await page.goto(`/login?redirectTo=${encodeURIComponent('/blogs')}`)
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/blogs$/)
})
