import { matchingKey, parseKeyRing } from './alert-keys'

const long = (fill: string) => fill.repeat(44)

describe('parseKeyRing', () => {
  it('reads id:secret entries, the current one first', () => {
    expect(parseKeyRing('K', ` k2:${long('b')} , k1:${long('a')}`)).toEqual({
      ok: true,
      keys: [
        { id: 'k2', secret: long('b') },
        { id: 'k1', secret: long('a') },
      ],
    })
  })

  it('says what is wrong without repeating the secret', () => {
    for (const [value, problem] of [
      [undefined, 'K is not set'],
      [' , ', 'K is not set'],
      ['no-id-here', 'K: write each key as <id>:<secret>'],
      ['bad id:secret', 'K: write each key as <id>:<secret>'],
      ['k1:', 'K: write each key as <id>:<secret>'],
      ['k1:secret-one,k1:secret-two', 'K: the key id "k1" is used twice'],
    ] as const) {
      const read = parseKeyRing('K', value)
      expect(read.ok).toBe(false)
      if (!read.ok) {
        expect(read.problem).toContain(problem)
        expect(read.problem).not.toContain('secret-')
      }
    }
  })
})

describe('matchingKey', () => {
  const read = parseKeyRing('K', `k2:${long('b')},k1:${long('a')}`)
  if (!read.ok) throw new Error(read.problem)

  it('accepts any key of the ring by its id', () => {
    expect(matchingKey(read.keys, `k1:${long('a')}`)?.id).toBe('k1')
    expect(matchingKey(read.keys, `k2:${long('b')}`)?.id).toBe('k2')
  })

  it('refuses a secret under another id, an unknown id, a near miss and no id', () => {
    for (const presented of [`k2:${long('a')}`, `k3:${long('a')}`, `k1:${long('a')}x`, long('a')])
      expect(matchingKey(read.keys, presented)).toBeNull()
  })
})
