import { createHash } from 'node:crypto'
import { isIP } from 'node:net'
import { defineInt } from 'firebase-functions/params'

/**
 * Which `X-Forwarded-For` entry, counted from the right, holds the client's address as the platform
 * saw it (decision 046). A client may send its own X-Forwarded-For; each proxy on the way appends to
 * it, so only the entries the platform appended can be trusted, and they are the last ones. Deployed
 * (Firebase Hosting's rewrite to a 2nd-gen function, on Cloud Run), Google's front end appends the
 * address of the client it saw and then its own: `<whatever the client sent>, <client>, <front end>`,
 * so the client is the second entry from the right. A per-deployment setting
 * (functions/.env.<project>): a wrong count either trusts what the client wrote (too high) or puts
 * every visitor under one proxy's address (too low); README, "Deploying", says how to check it.
 */
export const clientAddressHop = defineInt('CLIENT_ADDRESS_HOP', {
  default: 2,
  description:
    "Which X-Forwarded-For entry, counted from the right, is the client's address as the platform saw it (0: none)",
})

/** The entries of X-Forwarded-For, left to right (Node joins repeated headers with commas). */
function entriesOf(forwardedFor: string | string[] | undefined) {
  const joined = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  return joined
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/**
 * The client's address: the X-Forwarded-For entry `hop` from the right, when there are that many
 * and it is an IP address; otherwise none (a header shorter than the platform writes it did not
 * come through the platform). `hop` 0 trusts no entry.
 */
export function clientAddressFrom(
  forwardedFor: string | string[] | undefined,
  hop: number,
): string | undefined {
  if (!Number.isInteger(hop) || hop < 1) return undefined
  const entries = entriesOf(forwardedFor)
  const entry = entries[entries.length - hop]
  return entry !== undefined && isIP(entry) !== 0 ? entry : undefined
}

/** An IPv6 address's eight 16-bit groups (a valid address: `isIP` said 6). */
function groupsOf(address: string) {
  // The URL parser writes an IPv6 address canonically: lower case, an IPv4 tail as two groups.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1)
  const [head = '', tail] = canonical.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16))
}

/**
 * A per-address limit's key for the client's address: a SHA-256 (hex), so it is a safe Firestore
 * document id whatever the address and no address is stored as such. An IPv6 client is keyed by its
 * /64 network, the block one subscriber line is given (rotating within it would otherwise dodge any
 * limit); an IPv4-mapped IPv6 address is its IPv4 one. Not anonymous: the IPv4 space is small
 * enough to hash whole.
 */
export function addressKey(address: string): string | undefined {
  const family = isIP(address)
  if (family === 0) return undefined
  let named = `ipv4:${address}`
  if (family === 6) {
    let groups: number[]
    try {
      groups = groupsOf(address)
    } catch {
      return undefined // a zone index (fe80::1%eth0): no address another host could reach
    }
    const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
    named = mapped
      ? `ipv4:${[groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')}`
      : `ipv6/64:${groups
          .slice(0, 4)
          .map((group) => group.toString(16))
          .join(':')}`
  }
  return createHash('sha256').update(named).digest('hex')
}

/**
 * What the functions pass on as the client's address (`ip`): the key of the address the platform
 * appended, or undefined, and then no per-address limit applies (the other limits do). The
 * Functions emulator has nothing in front of it that appends an entry (the Hosting emulator
 * forwards the client's own headers), so there no entry is trusted, whatever the setting says.
 */
export function clientAddressKey(headers: Record<string, string | string[] | undefined>) {
  const hop = process.env.FUNCTIONS_EMULATOR === 'true' ? 0 : clientAddressHop.value()
  const address = clientAddressFrom(headers['x-forwarded-for'], hop)
  return address === undefined ? undefined : addressKey(address)
}
