import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import { photoUploads } from '@/config/constants'

/**
 * A feed's photo fetched from its address (issue 46, decision 058): the admin function asks a
 * web address a staff member's file named, so it refuses what a feed must not reach (the
 * machine's own services, the cloud's metadata server, the private network) as well as what
 * never ends (a time limit) or never stops (the upload's 20 MB limit, counted as it arrives).
 */

export type FetchedPhoto = { ok: true; bytes: Buffer } | { ok: false; message: string }
export type FetchPhoto = (url: string) => Promise<FetchedPhoto>

export const PHOTO_FETCH_TIMEOUT_MS = 15_000
/** Redirects followed, each address checked again. */
const MAX_REDIRECTS = 3

/** Addresses no feed's photo lives at: this machine, private networks, link-local (metadata). */
const privateAddresses = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  privateAddresses.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateAddresses.addSubnet(net, prefix, 'ipv6')

/** Whether an address (v4, v6 or v4-mapped v6) is one a feed may not name. */
export function isPrivateAddress(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return privateAddresses.check(mapped, 'ipv4')
  const family = isIP(address)
  return family === 0 || privateAddresses.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

const failed = (message: string): FetchedPhoto => ({ ok: false, message })

/** The body, stopped as soon as it passes `limit` bytes. */
async function readCapped(response: Response, limit: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > limit) return null
  if (!response.body) return Buffer.alloc(0)
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks)
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
}

/**
 * The fetcher: `allowPrivate` only in the emulator, where the test feeds' photos are served by
 * the Hosting emulator on loopback. `resolve` is the DNS lookup (a test gives its own).
 */
export function photoFetcher({
  allowPrivate,
  resolve = async (host) => (await lookup(host, { all: true })).map(({ address }) => address),
  timeoutMs = PHOTO_FETCH_TIMEOUT_MS,
}: {
  allowPrivate: boolean
  resolve?: (host: string) => Promise<string[]>
  timeoutMs?: number
}): FetchPhoto {
  return async (address) => {
    const signal = AbortSignal.timeout(timeoutMs)
    let url: URL
    try {
      url = new URL(address)
    } catch {
      return failed('Not a web address.')
    }
    try {
      for (let redirects = 0; ; redirects++) {
        if (url.protocol !== 'https:' && url.protocol !== 'http:')
          return failed('Not an http or https address.')
        if (!allowPrivate) {
          const host = url.hostname.replace(/^\[|\]$/g, '')
          const addresses = isIP(host) ? [host] : await resolve(host)
          if (!addresses.length || addresses.some(isPrivateAddress))
            return failed('Not a public address.')
        }
        // Redirects by hand: each new address is checked as the first was.
        const response = await fetch(url, { redirect: 'manual', signal })
        const location = response.headers.get('location')
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel()
          if (redirects >= MAX_REDIRECTS) return failed('Too many redirects.')
          url = new URL(location, url)
          continue
        }
        if (response.status !== 200) {
          await response.body?.cancel()
          return failed(`The address answered ${response.status}.`)
        }
        const bytes = await readCapped(response, photoUploads.maxBytes)
        if (!bytes) return failed('The photo is larger than 20 MB.')
        return { ok: true, bytes }
      }
    } catch {
      return failed(
        signal.aborted
          ? `The address did not answer within ${timeoutMs / 1000} s.`
          : 'The address could not be reached.',
      )
    }
  }
}
