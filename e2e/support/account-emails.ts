import type { Page } from '@playwright/test'
import { authUrl as base, projectId } from './auth-emulator'

export type AccountEmail = {
  email: string
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL' | string
  oobCode: string
  oobLink: string
}

/** The emails the Auth emulator has "sent" to an address (its out-of-band codes), oldest first. */
export async function emailsTo(email: string, requestType?: AccountEmail['requestType']) {
  const response = await fetch(`${base}/emulator/v1/projects/${projectId}/oobCodes`)
  if (!response.ok) throw new Error(`oobCodes failed: ${response.status}`)
  const { oobCodes } = (await response.json()) as { oobCodes: AccountEmail[] }
  return oobCodes.filter(
    (code) =>
      code.email.toLowerCase() === email.toLowerCase() &&
      (!requestType || code.requestType === requestType),
  )
}

/**
 * The site's own action page for the newest such email, as a real inbox link opens it once the
 * Firebase console's action URL points at the site: `/auth/action?mode=...&oobCode=...`.
 */
export async function actionLinkFor(email: string, requestType: AccountEmail['requestType']) {
  const emails = await emailsTo(email, requestType)
  const newest = emails.at(-1)
  if (!newest) throw new Error(`No ${requestType} email was sent to ${email}`)
  const link = new URL(newest.oobLink)
  const mode = link.searchParams.get('mode')
  if (!mode) throw new Error(`The emulator's link has no mode: ${newest.oobLink}`)
  return `/auth/action?${new URLSearchParams({ mode, oobCode: newest.oobCode })}`
}

/**
 * Re-authentication in the emulator's popup: the account chooser lists the provider's existing
 * accounts; pick the one with this email. Resolves once the SDK has closed the popup.
 */
export async function chooseExistingAccount(popup: Page, email: string) {
  await popup.waitForLoadState('domcontentloaded')
  const closed = popup.waitForEvent('close', { timeout: 15_000 })
  await popup.locator('.js-reuse-account').filter({ hasText: email }).click()
  await closed
}

async function identityToolkit<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}/identitytoolkit.googleapis.com/v1${path}?key=test`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Has the emulator send a password reset email, as the reset page does (test set-up). */
export async function sendResetEmail(email: string) {
  await identityToolkit('/accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email })
}

/** Has the emulator send a verification email to an email account (test set-up). */
export async function sendVerificationEmail(email: string, password: string) {
  const { idToken } = await identityToolkit<{ idToken: string }>('/accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  })
  await identityToolkit('/accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken })
}
