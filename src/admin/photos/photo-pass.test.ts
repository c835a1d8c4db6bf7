import { endPhotoPass, expiryOf, renewPhotoPass } from './photo-pass'

const tokenExpiringAt = (ms: number, tag = 'a') =>
  `header.${btoa(JSON.stringify({ exp: ms / 1000, tag })).replace(/=+$/, '')}.signature`

describe('the photo pass', () => {
  let written: string[]
  beforeEach(() => {
    written = []
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value)
    })
  })
  afterEach(() => vi.restoreAllMocks())

  it('reads when a token expires', () => {
    expect(expiryOf(tokenExpiringAt(3_600_000))).toBe(3_600_000)
    expect(expiryOf('not a token')).toBe(0)
  })

  it('puts the token in a cookie for the photos’ path only, same-site, for as long as it lasts', async () => {
    const token = tokenExpiringAt(3_600_000)
    const getIdToken = vi.fn(async () => token)
    await renewPhotoPass({ getIdToken, now: () => 0 })
    expect(getIdToken).toHaveBeenCalledExactlyOnceWith()
    expect(written).toEqual([
      `__session=${token}; Path=/api/admin/photos; Max-Age=3600; SameSite=Strict`,
    ])
  })

  it('takes a fresh token when the one held ends soon', async () => {
    const old = tokenExpiringAt(10 * 60_000, 'old')
    const fresh = tokenExpiringAt(70 * 60_000, 'fresh')
    const getIdToken = vi.fn(async (force?: boolean) => (force ? fresh : old))
    await renewPhotoPass({ getIdToken, now: () => 0 })
    expect(getIdToken).toHaveBeenLastCalledWith(true)
    expect(written).toEqual([
      `__session=${fresh}; Path=/api/admin/photos; Max-Age=4200; SameSite=Strict`,
    ])
  })

  it('is ended at once at sign-out', () => {
    endPhotoPass()
    expect(written).toEqual(['__session=; Path=/api/admin/photos; Max-Age=0; SameSite=Strict'])
  })
})
