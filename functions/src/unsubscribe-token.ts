import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AlertKey, KeyRing } from './alert-keys'

/**
 * The unsubscribe link's token: the signing key's id, the account, and an HMAC-SHA256 of the
 * account and the purpose keyed by that key, which only the function knows. It works without
 * signing in and never expires (a mail read a year later must still stop the alerts) while its
 * key stays in ALERTS_SIGNING_KEY; it can do nothing but turn alerts off.
 */
const PURPOSE = 'alerts-unsubscribe'
const VERSION = 'u2'
/** Tokens sent before keys had ids: `u1.<uid>.<mac>`, checked against every key still held. */
const BEFORE_KEY_IDS = 'u1'

const mac = (secret: string, uid: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${uid}`).digest('base64url')

const signedBy = (key: AlertKey, uid: string, signature: string) => {
  const expected = Buffer.from(mac(key.secret, uid))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const decodeUid = (encoded: string) => {
  const uid = Buffer.from(encoded, 'base64url').toString('utf8')
  return uid && Buffer.from(uid).toString('base64url') === encoded ? uid : null
}

/** A token signed with the ring's current key. */
export const signUnsubscribe = (uid: string, keys: KeyRing) =>
  `${VERSION}.${keys[0].id}.${Buffer.from(uid).toString('base64url')}.${mac(keys[0].secret, uid)}`

/** The account a token was signed for, or null for anything not signed with a key of the ring. */
export function verifyUnsubscribe(token: string, keys: KeyRing): string | null {
  const parts = token.split('.')
  if (parts[0] === BEFORE_KEY_IDS && parts.length === 3) {
    const [, encoded = '', signature = ''] = parts
    const uid = decodeUid(encoded)
    return uid && signature && keys.some((key) => signedBy(key, uid, signature)) ? uid : null
  }
  if (parts[0] !== VERSION || parts.length !== 4) return null
  const [, id, encoded = '', signature = ''] = parts
  const key = keys.find((candidate) => candidate.id === id)
  const uid = decodeUid(encoded)
  return key && uid && signature && signedBy(key, uid, signature) ? uid : null
}
