import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { accountMessages, authMessages } from '../src/features/auth/messages'
import {
  accountMessages as germanAccount,
  authMessages as germanAuth,
} from '../src/features/auth/messages.de'
import { accountMessages as frenchAccount } from '../src/features/auth/messages.fr'
import { enquiryMessages as french } from '../src/features/enquiries/messages.fr'
import { estatePageMessages as frenchEstatePage } from '../src/features/estates/messages.fr'
import { emailsTo, sendVerificationEmail } from './support/account-emails'
import { findUserByEmail, verified } from './support/auth-emulator'
import { expect, openLive, test } from './support/fixtures'
import { waitForMail } from './support/mailbox'
import { handSessionTo } from './support/session'
import { estateWithAgent, localSlot } from './support/viewing-form'

// What the identity provider is asked to send in (decision 037). The Auth emulator writes every
// link with `lang=en` whatever it is asked, so the test reads the request the SDK makes; a real
// mail's link carries the language back as `lang`, which the links below carry as it would.
const LOCALE_HEADER = 'x-firebase-locale'

const { estate, agent } = estateWithAgent
const estateTitle = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: { id: string; estate_title: string }[]
  }
).properties.find((record) => record.id === estate.id)?.estate_title
const frenchEstate = (
  JSON.parse(readFileSync(new URL('../public/data.fr.json', import.meta.url), 'utf8')) as {
    properties: Record<string, { estate_title: string; location: string }>
  }
).properties[estate.id]

test.use({ timezoneId: 'UTC' })

/** Asks for a reset link on a language's reset page; resolves with the locale the SDK sent. */
async function askForReset(
  page: Page,
  path: string,
  email: string,
  texts: { email: string; send: string; sent: string },
) {
  await openLive(page, path)
  await page.getByLabel(texts.email).fill(email)
  const request = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().includes('accounts:sendOobCode'),
  )
  await page.getByRole('button', { name: texts.send }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.sent)
  return (await request).headerValue(LOCALE_HEADER)
}

/** The newest code of a kind sent to an address, as a link to the English action page with `lang`. */
async function linkIn(language: string, email: string, kind: 'PASSWORD_RESET' | 'VERIFY_EMAIL') {
  const code = (await emailsTo(email, kind)).at(-1)
  if (!code) throw new Error(`No ${kind} email was sent to ${email}`)
  const mode = kind === 'PASSWORD_RESET' ? 'resetPassword' : 'verifyEmail'
  return `/auth/action?${new URLSearchParams({ mode, oobCode: code.oobCode, apiKey: 'x', lang: language })}`
}

test("a German visitor's reset mail is asked for in German, its link opens in German", async ({
  page,
  newUser,
}) => {
  const user = await newUser()
  const germanLocale = await askForReset(page, '/de/reset-password', user.email, {
    email: germanAuth.form.email,
    send: germanAccount.sendResetLink,
    sent: germanAccount.resetSent,
  })
  expect(germanLocale).toBe('de')

  const link = await linkIn('de', user.email, 'PASSWORD_RESET')
  await page.goto(link)
  await expect(page).toHaveURL(new URL(`/de${link}`, page.url()).href)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByText(germanAccount.newPasswordFor(user.email))).toBeVisible()
  await page.getByLabel(germanAccount.newPassword, { exact: true }).fill('NeuesPasswort7')
  await page.getByRole('button', { name: germanAccount.setNewPassword }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    germanAccount.newPasswordSet,
  )

  // The same form in English asks in English.
  const englishLocale = await askForReset(page, '/reset-password', user.email, {
    email: authMessages.form.email,
    send: accountMessages.sendResetLink,
    sent: accountMessages.resetSent,
  })
  expect(englishLocale).toBe('en')
})

test('a verification link asked in French opens, and is used, on the French page', async ({
  page,
  newUser,
}) => {
  const user = await newUser()
  await sendVerificationEmail(user.email, user.password)
  const link = await linkIn('fr', user.email, 'VERIFY_EMAIL')
  await page.goto(link)
  // Forwarded before the English page checked the code: the French one uses it, once.
  await expect(page).toHaveURL(new URL(`/fr${link}`, page.url()).href)
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    frenchAccount.emailVerified,
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  expect((await findUserByEmail(user.email))?.emailVerified).toBe(true)
})

test("a French visitor's viewing request is confirmed in French; the agent's mail stays English", async ({
  page,
  newUser,
  consoleGuard,
}) => {
  // The refusal below is the function's 400, which the browser reports as it comes.
  consoleGuard.allow(/status of 400/)
  const user = await verified(await newUser({ name: 'Amélie Durand' }))
  await handSessionTo(page, user)
  await openLive(page, `/fr/${estate.id}`)

  const form = page.getByRole('form', { name: french.formTitle })
  await page.getByRole('heading', { name: frenchEstatePage.location }).scrollIntoViewIfNeeded()
  await form.scrollIntoViewIfNeeded()
  await form.getByLabel(french.date(1)).fill(localSlot(7).input)
  await form.getByLabel(french.consent).check()

  // Fields the function refuses (a date gone by on its clock, a message over the limit: past the
  // form's own check): its words beside them are the French catalogue's, as the refusal above the
  // button is, and its figures French ones (spelled out: a narrow no-break space groups them).
  await page.route('**/api/enquiries', (route) =>
    route.continue({
      postData: JSON.stringify({
        ...(route.request().postDataJSON() as object),
        dates: ['2020-01-01T10:00:00.000Z'],
        message: 'x'.repeat(2001),
      }),
    }),
  )
  await form.getByRole('button', { name: french.send }).click()
  await expect(form.getByText(french.validation.dateInPast)).toBeVisible()
  await expect(form.getByText('Le message ne peut dépasser 2\u202f000 caractères')).toBeVisible()
  await expect(form.getByRole('alert')).toHaveText(french.errors.invalid)
  await page.unroute('**/api/enquiries')

  await form.getByRole('button', { name: french.send }).click()
  // What stays on the page (the toast may have gone by on a busy machine).
  await expect(page.getByRole('region', { name: french.sentTo(agent.name) })).toBeVisible()

  // The estate's title and place in the visitor's words, from the site's own data (decision 038).
  if (!frenchEstate) throw new Error(`data.fr.json does not translate estate ${estate.id}`)
  const [confirmation] = await waitForMail(user.email)
  expect(confirmation?.subject).toBe(`Votre demande de visite pour ${frenchEstate.estate_title}`)
  expect(confirmation?.text).toContain(frenchEstate.location)
  expect(confirmation?.text).toContain(`Votre demande de visite a été transmise à ${agent.name}`)
  expect(confirmation?.text).toMatch(/Créneau souhaité 1\u202f: \p{Ll}+ \d+ \p{Ll}+ \d{4} à 10:00/u)
  const [toAgent] = await waitForMail(agent.email, (mail) => mail.text.includes(user.email))
  expect(toAgent?.subject).toBe(`Viewing request: ${estateTitle}`)
  expect(toAgent?.text).toContain('Language: Français')
})
