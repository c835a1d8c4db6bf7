import { createHmac } from 'node:crypto'
import type { KeyRing } from './alert-keys'
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token'

const ring = (...secrets: [string, ...string[]]): KeyRing => {
  const [first, ...rest] = secrets.map((secret, n) => ({ id: `k${secrets.length - n}`, secret }))
  return [first!, ...rest]
}

describe('the unsubscribe token', () => {
  it('gives back the account it was signed for, and names its key', () => {
    const token = signUnsubscribe('uid-123', ring('key'))
    expect(token.split('.').slice(0, 2)).toEqual(['u2', 'k1'])
    expect(verifyUnsubscribe(token, ring('key'))).toBe('uid-123')
  })

  it('refuses another key, another account, a changed signature and nonsense', () => {
    const token = signUnsubscribe('uid-123', ring('key'))
    const [version, id, , signature] = token.split('.')
    const other = Buffer.from('uid-456').toString('base64url')
    expect(verifyUnsubscribe(token, ring('other key'))).toBeNull()
    expect(verifyUnsubscribe(`${version}.${id}.${other}.${signature}`, ring('key'))).toBeNull()
    expect(verifyUnsubscribe(`${token.slice(0, -1)}A`, ring('key'))).toBeNull()
    for (const nonsense of ['', 'u2', 'u2...', 'u2.k1.x.y.z', `${token}.`, 'u1..'])
      expect(verifyUnsubscribe(nonsense, ring('key'))).toBeNull()
  })

  it('keeps an old key’s links working while the key stays in the ring after a rotation', () => {
    const before = signUnsubscribe('uid-123', ring('old'))
    const rotated = ring('new', 'old')
    expect(verifyUnsubscribe(before, rotated)).toBe('uid-123')
    expect(signUnsubscribe('uid-123', rotated).split('.')[1]).toBe('k2')
    // The old key dropped: its links stop, the new key's work.
    expect(verifyUnsubscribe(before, ring('new'))).toBeNull()
  })

  it('still reads the links sent before keys had ids (u1), against any key of the ring', () => {
    const mac = createHmac('sha256', 'old').update('alerts-unsubscribe:uid-9').digest('base64url')
    const sent = `u1.${Buffer.from('uid-9').toString('base64url')}.${mac}`
    expect(verifyUnsubscribe(sent, ring('new', 'old'))).toBe('uid-9')
    expect(verifyUnsubscribe(sent, ring('new'))).toBeNull()
  })
})
