import AxeBuilder from '@axe-core/playwright'
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { messages } from '../src/config/messages'
import type { estateRecord } from '../src/testing/estate-records'
import { expect, test, toast } from './support/fixtures'

type RawEstate = ReturnType<typeof estateRecord>
const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: RawEstate[]
  }
).properties
const titleOf = (id: string) => {
  const estate = estates.find((candidate) => String(candidate.id) === id)
  if (!estate) throw new Error(`no estate ${id} in data.json`)
  return estate.estate_title
}

const heart = (page: Page, id: string) => page.getByRole('button', { name: `Save ${titleOf(id)}` })
const savedSection = (page: Page) => page.getByRole('region', { name: 'Saved estates' })

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
}

test('save from a card and from the estate page, keep them through reload and sign-out, remove them', async ({
  page,
  newUser,
  signIn,
}) => {
  const user = await newUser()
  await signIn(user)
  await page.goto('/')
  await expect(heart(page, '1')).toHaveAttribute('aria-pressed', 'false')
  await heart(page, '1').click()
  await expect(heart(page, '1')).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/9')
  await heart(page, '9').click()
  await expect(heart(page, '9')).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/profile')
  const section = savedSection(page)
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([titleOf('9'), titleOf('1')])
  await page.reload()
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([titleOf('9'), titleOf('1')])

  await signOut(page)
  await page.goto('/')
  await expect(heart(page, '1')).toHaveAttribute('aria-pressed', 'false')
  await signIn(user)
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([titleOf('9'), titleOf('1')])

  await section.getByRole('button', { name: `Remove ${titleOf('1')} from saved estates` }).click()
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([titleOf('9')])
  await section.getByRole('link', { name: `View Property: ${titleOf('9')}` }).click()
  await expect(page).toHaveURL(/\/9$/)
  await heart(page, '9').click()
  await expect(heart(page, '9')).toHaveAttribute('aria-pressed', 'false')

  await page.goto('/profile')
  await expect(section.getByText(messages.saved.emptyTitle)).toBeVisible()
  await section.getByRole('link', { name: messages.saved.browse }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('another tab follows a save and a removal within 3 s', async ({
  page,
  context,
  newUser,
  signIn,
}) => {
  await signIn(await newUser())
  const other = await context.newPage()
  await other.goto('/')
  await expect(heart(other, '2')).toHaveAttribute('aria-pressed', 'false')

  await page.goto('/2')
  await heart(page, '2').click()
  await expect(heart(other, '2')).toHaveAttribute('aria-pressed', 'true', { timeout: 3000 })

  await other.goto('/profile')
  await expect(savedSection(other).getByRole('heading', { level: 3 })).toHaveText([titleOf('2')])
  await heart(page, '2').click()
  await expect(savedSection(other).getByText(messages.saved.emptyTitle)).toBeVisible({
    timeout: 3000,
  })
})

test('a guest who presses save is asked to sign in, and the estate is saved once they have', async ({
  page,
  newUser,
}) => {
  const user = await newUser()
  await page.goto('/')
  await heart(page, '3').click()
  await expect(page).toHaveURL(/\/login\?redirectTo=%2F$/)
  await expect(toast(page, messages.saved.signInToSave(titleOf('3')))).toBeVisible()
  // Nothing was saved, or shown saved, before signing in.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('saved'))),
  ).toEqual([])

  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(toast(page, messages.saved.savedAfterSignIn(titleOf('3')))).toBeVisible()
  await expect(heart(page, '3')).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/profile')
  await expect(savedSection(page).getByRole('heading', { level: 3 })).toHaveText([titleOf('3')])
})

test('a saved estate that left the catalogue shows as no longer available and can be removed; the section passes axe', async ({
  page,
  newUser,
  signIn,
}) => {
  const user = await newUser()
  await signIn(user)
  await page.evaluate(
    ({ uid }) =>
      localStorage.setItem(
        `user:${uid}:saved-estates`,
        JSON.stringify([
          { id: 'sold-99', title: 'The Old Rectory', savedAt: 2 },
          { id: '5', title: 'Kensington', savedAt: 1 },
        ]),
      ),
    { uid: user.uid },
  )
  await page.reload()
  const section = savedSection(page)
  const gone = section.getByRole('article', { name: 'The Old Rectory' })
  await expect(gone).toContainText(messages.saved.unavailable)
  await expect(section.getByRole('article', { name: titleOf('5') })).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  await gone.getByRole('button', { name: 'Remove The Old Rectory from saved estates' }).click()
  await expect(gone).toHaveCount(0)
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([titleOf('5')])
})
