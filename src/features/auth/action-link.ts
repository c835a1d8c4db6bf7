import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE, localise, type Language } from '@/config/languages'
import { paths } from '@/config/paths'
import { checkPasswordResetLink, verifyEmail } from './auth-actions'
import { isUnusableLink, readableAuthError } from './auth-errors'

/** What the identity provider's email links ask of the action page. */
export type ActionMode = 'resetPassword' | 'verifyEmail'

export type LinkOutcome =
  | { kind: 'malformed' }
  | { kind: 'unusable'; expired: boolean }
  | { kind: 'failed'; reason: string }
  | { kind: 'reset'; oobCode: string; email: string }
  | { kind: 'verified'; signedIn: boolean }

/** Reads `?mode=...&oobCode=...`; anything else is a malformed link. */
export function readActionLink(params: URLSearchParams) {
  const mode = params.get('mode')
  const oobCode = params.get('oobCode')?.trim()
  if (!oobCode || (mode !== 'resetPassword' && mode !== 'verifyEmail')) return null
  return { mode: mode as ActionMode, oobCode }
}

/**
 * The identity provider sends every link to its console's one action URL, the English page, with
 * the mail's language as `lang` (firebase.ts asks for the page's). A link asked in French or
 * German is opened by that language's page: the address to go to, or null when this page is it.
 */
export function actionPageForLanguage(url: URL, current: Language = LANGUAGE): string | null {
  if (current !== DEFAULT_LANGUAGE) return null
  const asked = url.searchParams.get('lang')?.toLowerCase().split(/[-_]/)[0]
  if (!isLanguage(asked) || asked === current) return null
  return `${localise(paths.authAction.pattern, asked)}${url.search}`
}

async function check(mode: ActionMode, oobCode: string): Promise<LinkOutcome> {
  try {
    if (mode === 'resetPassword') {
      return { kind: 'reset', oobCode, email: await checkPasswordResetLink(oobCode) }
    }
    return { kind: 'verified', signedIn: (await verifyEmail(oobCode)) !== null }
  } catch (error) {
    console.warn(`The ${mode} link could not be used`, error)
    if (isUnusableLink(error)) {
      return {
        kind: 'unusable',
        expired: (error as { code?: string }).code === 'auth/expired-action-code',
      }
    }
    return { kind: 'failed', reason: readableAuthError(error) }
  }
}

// One check per link and attempt: a verification code is used up by the first, and renders
// (React's strict mode renders twice) must read the same answer.
const checks = new Map<string, Promise<LinkOutcome>>()
const malformed = Promise.resolve<LinkOutcome>({ kind: 'malformed' })

/** The outcome of a link, checked once per `attempt` (a retry after a failure is a new attempt). */
export function checkActionLink(params: URLSearchParams, attempt: number) {
  const link = readActionLink(params)
  if (!link) return malformed
  const key = `${link.mode}:${link.oobCode}:${attempt}`
  let outcome = checks.get(key)
  if (!outcome) {
    outcome = check(link.mode, link.oobCode)
    checks.set(key, outcome)
  }
  return outcome
}
