import { timingSafeEqual } from 'node:crypto'
import localAlerts from './local-alerts.json'

/**
 * One of the alerts' keys. A secret (ALERTS_PUBLISH_KEY, ALERTS_SIGNING_KEY) holds one or more,
 * written `<id>:<secret>` and separated by commas, the current one first: a key is rotated by
 * putting the new one first and dropping the old one later (decision 047).
 */
export type AlertKey = { id: string; secret: string }
/** A secret's keys, the current one first (never empty). */
export type KeyRing = readonly [AlertKey, ...AlertKey[]]

/** Below this a key can be guessed or was typed by hand; `openssl rand -base64 32` gives 44. */
export const MIN_KEY_BYTES = 32
const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/

export type KeyRingRead = { ok: true; keys: KeyRing } | { ok: false; problem: string }

/** A secret's value as its keys, or what is wrong with how it is written (never the secret). */
export function parseKeyRing(name: string, value: string | undefined): KeyRingRead {
  const keys: AlertKey[] = []
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue
    const colon = entry.indexOf(':')
    const id = entry.slice(0, colon)
    const secret = entry.slice(colon + 1)
    if (colon < 0 || !KEY_ID.test(id) || !secret)
      return { ok: false, problem: `${name}: write each key as <id>:<secret> (id: 1-16 letters)` }
    if (keys.some((key) => key.id === id))
      return { ok: false, problem: `${name}: the key id "${id}" is used twice` }
    keys.push({ id, secret })
  }
  const [current, ...older] = keys
  if (!current) return { ok: false, problem: `${name} is not set` }
  return { ok: true, keys: [current, ...older] }
}

/** The keys the emulators use (functions/src/local-alerts.json): committed, so never secret. */
const committedSecrets = new Set(
  Object.values(localAlerts.keys).flatMap((value) => {
    const read = parseKeyRing('local', value)
    return read.ok ? read.keys.map((key) => key.secret) : []
  }),
)

/**
 * What makes a key ring unfit for production: a key under 32 bytes, or one of the committed local
 * keys (a deployment that copied functions/.secret.local). The emulator takes its short local keys.
 */
export function productionKeyProblems(name: string, keys: KeyRing): string[] {
  return keys.flatMap((key) => {
    if (committedSecrets.has(key.secret))
      return [`${name}: the key "${key.id}" is the committed local key`]
    if (Buffer.byteLength(key.secret) < MIN_KEY_BYTES)
      return [`${name}: the key "${key.id}" is shorter than ${MIN_KEY_BYTES} bytes`]
    return []
  })
}

/**
 * The key a presented `<id>:<secret>` names, if its secret is that key's (compared in constant
 * time); null for an unknown id or a wrong secret.
 */
export function matchingKey(keys: KeyRing, presented: string): AlertKey | null {
  const colon = presented.indexOf(':')
  if (colon < 0) return null
  const key = keys.find((candidate) => candidate.id === presented.slice(0, colon))
  if (!key) return null
  const given = Buffer.from(presented.slice(colon + 1))
  const expected = Buffer.from(key.secret)
  return given.length === expected.length && timingSafeEqual(given, expected) ? key : null
}
