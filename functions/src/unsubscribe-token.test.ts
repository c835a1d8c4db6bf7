import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token'

describe('the unsubscribe token', () => {
  it('gives back the account it was signed for', () => {
    expect(verifyUnsubscribe(signUnsubscribe('uid-123', 'key'), 'key')).toBe('uid-123')
  })

  it('refuses another key, another account, a changed signature and nonsense', () => {
    const token = signUnsubscribe('uid-123', 'key')
    const [version, , signature] = token.split('.')
    const other = Buffer.from('uid-456').toString('base64url')
    expect(verifyUnsubscribe(token, 'other key')).toBeNull()
    expect(verifyUnsubscribe(`${version}.${other}.${signature}`, 'key')).toBeNull()
    expect(verifyUnsubscribe(`${token.slice(0, -1)}A`, 'key')).toBeNull()
    for (const nonsense of ['', 'u1', 'u1..', 'u1.x.y.z', `${token}.`])
      expect(verifyUnsubscribe(nonsense, 'key')).toBeNull()
  })
})
