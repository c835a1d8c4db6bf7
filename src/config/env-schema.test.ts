import { parseEnv } from './env-schema'

const complete = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-x',
  VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
  VITE_SITE_ORIGIN: 'https://luxury-living.example',
  VITE_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
}

describe('parseEnv', () => {
  it('accepts a complete set, with empty optional values as unset', () => {
    expect(parseEnv({ ...complete, VITE_FIREBASE_APP_ID: '', VITE_AUTH_EMULATOR_URL: '' })).toEqual(
      {
        ...complete,
        VITE_FIREBASE_APP_ID: undefined,
        VITE_AUTH_EMULATOR_URL: undefined,
      },
    )
  })

  it('names every missing or invalid setting at once', () => {
    const run = () =>
      parseEnv({ VITE_FIREBASE_API_KEY: ' ', VITE_MAP_TILE_URL: 'https://tiles.example.com/a.png' })
    expect(run).toThrow(/VITE_FIREBASE_API_KEY: the Firebase web API key/)
    expect(run).toThrow(/VITE_FIREBASE_AUTH_DOMAIN/)
    expect(run).toThrow(/VITE_FIREBASE_PROJECT_ID/)
    expect(run).toThrow(/VITE_MAP_TILE_URL: a tile URL template/)
  })

  it("takes the site's origin without a trailing slash, and refuses one with a path", () => {
    expect(
      parseEnv({ ...complete, VITE_SITE_ORIGIN: ' https://example.com/ ' }).VITE_SITE_ORIGIN,
    ).toBe('https://example.com')
    for (const origin of ['https://example.com/estates', 'example.com', ''])
      expect(() => parseEnv({ ...complete, VITE_SITE_ORIGIN: origin })).toThrow(/VITE_SITE_ORIGIN/)
  })

  it('refuses an emulator URL that is not http(s)', () => {
    expect(() => parseEnv({ ...complete, VITE_AUTH_EMULATOR_URL: 'localhost:9099' })).toThrow(
      /VITE_AUTH_EMULATOR_URL/,
    )
  })
})
