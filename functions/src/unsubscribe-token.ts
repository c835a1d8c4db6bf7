import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The unsubscribe link's token: the account and an HMAC-SHA256 of it and the purpose, keyed by a
 * secret only the function knows. It works without signing in and never expires (a mail read a
 * year later must still stop the alerts); it can do nothing but turn alerts off.
 */
const PURPOSE = 'alerts-unsubscribe'
const VERSION = 'u1'

const mac = (key: string, uid: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${uid}`).digest('base64url')

export const signUnsubscribe = (uid: string, key: string) =>
  `${VERSION}.${Buffer.from(uid).toString('base64url')}.${mac(key, uid)}`

/** The account a token was signed for, or null for anything not signed with this key. */
export function verifyUnsubscribe(token: string, key: string): string | null {
  const [version, encoded, signature] = token.split('.')
  if (version !== VERSION || !encoded || !signature || token.split('.').length !== 3) return null
  const uid = Buffer.from(encoded, 'base64url').toString('utf8')
  if (!uid || Buffer.from(uid).toString('base64url') !== encoded) return null
  const expected = Buffer.from(mac(key, uid))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? uid : null
}
