import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from '@playwright/test'

/*
 * Google / GitHub sign-in (signInWithPopup) against the Firebase Auth emulator, offline.
 * The SDK and the emulator's helper iframe load https://apis.google.com/js/api.js, which is
 * unreachable here: answer it with our test-only stand-in (see gapi-stand-in.js). The emulator's
 * account chooser also pulls Material styles/scripts from unpkg.com and fonts from Google's CDN;
 * answer those empty so the popup loads fast and without console errors (it works unstyled).
 */

const GAPI_STAND_IN = fileURLToPath(new URL('./gapi-stand-in.js', import.meta.url))

/** Installs the routes on the whole context, so they also cover popups and iframes. */
export async function installOfflineThirdParties(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js(\?.*)?$/, (route) =>
    route.fulfill({ path: GAPI_STAND_IN, contentType: 'text/javascript; charset=utf-8' }),
  )
  await context.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css; charset=utf-8', body: '' }),
  )
  await context.route('https://fonts.gstatic.com/**', (route) =>
    route.fulfill({ status: 404, body: '' }),
  )
  // The emulator's account chooser: material-components-web CSS and JS (it guards `window.mdc`).
  await context.route('https://unpkg.com/**', (route) => {
    const isCss = new URL(route.request().url()).pathname.endsWith('.css')
    return route.fulfill({
      status: 200,
      contentType: isCss ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      body: '',
    })
  })
}

export interface SocialPopupOptions {
  provider: 'google' | 'github'
  /** Email of the new emulator account; random when omitted. */
  email?: string
  displayName?: string
}

/**
 * Drives the Auth emulator's account chooser in the sign-in popup: adds a new account (given or
 * auto-generated details) and signs in with it. Resolves once the SDK has closed the popup.
 */
export async function completeSocialPopup(popup: Page, opts: SocialPopupOptions): Promise<void> {
  // The emulator capitalises only the first letter: "Google.com", "Github.com".
  const providerId = opts.provider === 'google' ? 'google.com' : 'github.com'
  const signInName = new RegExp(`^Sign in with ${providerId.replace('.', '\\.')}$`, 'i')

  await popup.waitForLoadState('domcontentloaded')
  await popup.getByRole('button', { name: 'Add new account' }).click()
  if (!opts.email) {
    await popup.getByRole('button', { name: 'Auto-generate user information' }).click()
  }
  // The emulator's inputs have no usable label (aria-labelledby points nowhere): use their ids.
  if (opts.email) await popup.locator('#email-input').fill(opts.email)
  if (opts.displayName) await popup.locator('#display-name-input').fill(opts.displayName)

  const closed = popup.waitForEvent('close', { timeout: 15_000 })
  await popup.getByRole('button', { name: signInName }).click()
  try {
    await closed
  } catch (error) {
    // E.g. "Auth Emulator Internal Error: No matching frame" when the popup cannot reach the
    // helper iframe through window.opener (a `Cross-Origin-Opener-Policy: same-origin` header).
    const shown = await popup
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch(() => '')
    throw new Error(`The sign-in popup did not close. It shows: ${shown.slice(0, 300)}`, {
      cause: error,
    })
  }
}
