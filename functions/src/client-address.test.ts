// @vitest-environment node
import { createHash } from 'node:crypto'
import { addressKey, clientAddressFrom, clientAddressKey } from './client-address'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe("the client's address", () => {
  it('is the entry the platform appended, whatever the client wrote before it', () => {
    // Deployed: `<client's own>, <client as the front end saw it>, <front end>`.
    for (const forged of ['', '192.0.2.1', '192.0.2.1, 192.0.2.2', 'a/b', '../../x, 10.0.0.1'])
      expect(
        clientAddressFrom(`${forged}${forged ? ', ' : ''}203.0.113.9, 35.191.0.1`, 2),
        forged,
      ).toBe('203.0.113.9')
    expect(clientAddressFrom('2001:db8::7, 35.191.0.1', 2)).toBe('2001:db8::7')
    // Repeated headers, as Node may hand them over.
    expect(clientAddressFrom(['192.0.2.1', '203.0.113.9, 35.191.0.1'], 2)).toBe('203.0.113.9')
  })

  it('is none when the header is shorter than the platform writes it, or the entry no address', () => {
    expect(clientAddressFrom(undefined, 2)).toBeUndefined()
    expect(clientAddressFrom('', 2)).toBeUndefined()
    // One entry where the platform writes two: not through the platform, so nothing is trusted.
    expect(clientAddressFrom('203.0.113.9', 2)).toBeUndefined()
    for (const entry of ['a/b', 'unknown', '203.0.113.9:443', '[2001:db8::1]', '1.2.3.4.5', '%2F'])
      expect(clientAddressFrom(`${entry}, 35.191.0.1`, 2), entry).toBeUndefined()
  })

  it('trusts no entry at hop 0 (locally: nothing in front appends one)', () => {
    expect(clientAddressFrom('203.0.113.9', 0)).toBeUndefined()
    expect(clientAddressFrom('203.0.113.9, 35.191.0.1', 0)).toBeUndefined()
    expect(clientAddressFrom('203.0.113.9', 1)).toBe('203.0.113.9')
  })
})

describe("a client address's key", () => {
  it('is a SHA-256 in hex: a document id, never the address itself', () => {
    const key = addressKey('203.0.113.9')
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(key).toBe(sha256('ipv4:203.0.113.9'))
    expect(addressKey('203.0.113.10')).not.toBe(key)
    expect(addressKey('a/b')).toBeUndefined()
  })

  it('is one for an IPv6 /64 network, written any way, and an IPv4-mapped address is its IPv4 one', () => {
    const network = addressKey('2001:db8:0:1::1')
    expect(network).toBe(sha256('ipv6/64:2001:db8:0:1'))
    for (const same of [
      '2001:DB8:0:1:ffff::2',
      '2001:0db8:0000:0001:0:0:0:9',
      '2001:db8::1:0:0:0:0',
    ])
      expect(addressKey(same), same).toBe(network)
    expect(addressKey('2001:db8:0:2::1')).not.toBe(network)
    expect(addressKey('::ffff:203.0.113.9')).toBe(addressKey('203.0.113.9'))
    expect(addressKey('::')).toBe(sha256('ipv6/64:0:0:0:0'))
    expect(addressKey('fe80::1%eth0')).toBeUndefined()
  })
})

describe('what the functions pass on', () => {
  afterEach(() => {
    delete process.env.CLIENT_ADDRESS_HOP
    delete process.env.FUNCTIONS_EMULATOR
  })

  it("is the key of the hop the deployment's setting names", () => {
    process.env.CLIENT_ADDRESS_HOP = '2'
    const headers = { 'x-forwarded-for': '192.0.2.1, 203.0.113.9, 35.191.0.1' }
    expect(clientAddressKey(headers)).toBe(addressKey('203.0.113.9'))
    // A client that changes what it sends is the same client.
    expect(clientAddressKey({ 'x-forwarded-for': '198.51.100.4, 203.0.113.9, 35.191.0.1' })).toBe(
      addressKey('203.0.113.9'),
    )
    expect(clientAddressKey({})).toBeUndefined()
  })

  it('is none in the Functions emulator, whatever the client sends or the setting says', () => {
    process.env.CLIENT_ADDRESS_HOP = '1'
    process.env.FUNCTIONS_EMULATOR = 'true'
    expect(clientAddressKey({ 'x-forwarded-for': '203.0.113.9' })).toBeUndefined()
    expect(clientAddressKey({ 'x-forwarded-for': 'a/b' })).toBeUndefined()
  })
})
