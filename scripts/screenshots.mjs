// `node scripts/screenshots.mjs [base-url]`: full-page screenshots of every page at 375, 768 and 1440 px
// into screenshots/, to look at the site as a person would (the site must be running: npm start).
import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs'
import { createAccount, deleteAccount } from './lib/auth-emulator-api.mjs'
import { hostingUrl } from './lib/emulator-config.mjs'

const base = process.argv[2] ?? hostingUrl
const widths = (process.env.WIDTHS ?? '375,768,1440').split(',').map(Number)
const only = process.env.PAGES?.split(',')
mkdirSync('screenshots', { recursive: true })

const email = `screens-${Date.now()}@example.com`
const password = 'Screens1'
const account = await createAccount({ email, password, displayName: 'Amelia Hart' })

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
})
const pages = [
  ['home', '/', false],
  ['login', '/login', false],
  ['register', '/register', false],
  ['update-guest', '/update', false],
  ['404', '/x/y', false],
  ['compare', '/compare?estates=1,2,3', false],
  ['profile', '/profile', true],
  ['detail', '/1', true],
  ['blogs', '/blogs', true],
  ['article', '/blogs/1', true],
]
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  await context.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 404 }))
  const page = await context.newPage()
  for (const [name, path, signedIn] of pages) {
    if (only && !only.includes(name)) continue
    if (
      signedIn &&
      !(await page.evaluate(() => localStorage.getItem('authUser')).catch(() => null))
    ) {
      await page.goto(`${base}/login`)
      await page.getByLabel('Email address').fill(email)
      await page.getByLabel('Password', { exact: true }).fill(password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL(/profile/)
    }
    await page.goto(`${base}${path}`)
    await page.waitForLoadState('networkidle')
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForTimeout(400)
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true })
  }
  await context.close()
}
await browser.close()
await deleteAccount(account.localId)
console.log('screenshots written to screenshots/')
