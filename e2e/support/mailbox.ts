import { readFileSync } from 'node:fs'
import { signInAccount } from '../../scripts/lib/auth-emulator-api.mjs'
import { storedMessageFiles } from '../../scripts/lib/mail-server.mjs'
import type { TestUser } from './auth-emulator'

type Address = { name: string; address: string }

/** A message as the local inbox kept it (scripts/lib/mail-server.mjs). */
export type StoredMail = {
  id: string
  envelope: { from: string | null; to: string[] }
  from: Address[]
  to: Address[]
  cc: Address[]
  bcc: Address[]
  replyTo: Address[]
  subject: string
  headers: Record<string, string>
  headerNames: string[]
  text: string
  html: string
}

const read = (file: string): StoredMail | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredMail
  } catch {
    return null // being written
  }
}

/** Every message in the local inbox that matches, now. */
export function mailMatching(match: (mail: StoredMail) => boolean) {
  return storedMessageFiles()
    .map(read)
    .filter((mail): mail is StoredMail => mail !== null && match(mail))
}

/** Waits for the messages to an address (and matching `match`), as a person refreshing an inbox. */
export async function waitForMail(
  to: string,
  match: (mail: StoredMail) => boolean = () => true,
  { count = 1, timeoutMs = 10_000 } = {},
): Promise<StoredMail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = mailMatching((mail) => mail.envelope.to.includes(to) && match(mail))
    if (found.length >= count || Date.now() > deadline) return found
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** A fresh ID token for a test user, signed in over the Auth emulator's REST API. */
export async function idTokenFor(user: TestUser): Promise<string> {
  return (await signInAccount(user)).idToken
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * The same token an hour and a minute older: what a tab that slept past its token's life sends.
 * The emulator's tokens are unsigned (alg none), so its claims can be rewritten here.
 */
export function expiredVersionOf(idToken: string) {
  const [header = '', payload = ''] = idToken.split('.')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iat: number
    exp: number
    auth_time: number
  }
  const shift = 3660
  return [
    base64url(JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as object),
    base64url({
      ...claims,
      iat: claims.iat - shift,
      exp: claims.exp - shift,
      auth_time: claims.auth_time - shift,
    }),
    '',
  ].join('.')
}

/** A preferred viewing time `days` from now at 10:00 UTC, as the form sends it. */
export const viewingDate = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000)
  date.setUTCHours(10, 0, 0, 0)
  return date.toISOString()
}
