import { readAlertSettings } from './alert-settings'
import localAlerts from './local-alerts.json'

const strong = `k1:${'s'.repeat(44)}`
const otherStrong = `p1:${'p'.repeat(44)}`
const site = 'https://luxury.example'

describe('readAlertSettings', () => {
  it('takes long keys and an https site in production', () => {
    const read = readAlertSettings(
      { ALERTS_SIGNING_KEY: strong, ALERTS_PUBLISH_KEY: otherStrong },
      { siteUrl: `${site}/`, emulator: false },
    )
    expect(read).toMatchObject({
      ok: true,
      settings: { siteUrl: site, keys: { ALERTS_PUBLISH_KEY: [{ id: 'p1' }] } },
    })
  })

  it('refuses in production a key under 32 bytes, the committed local keys and a plain-http site', () => {
    const read = readAlertSettings(
      {
        ALERTS_SIGNING_KEY: `k2:${'s'.repeat(31)},${strong}`,
        ALERTS_PUBLISH_KEY: localAlerts.keys.ALERTS_PUBLISH_KEY,
      },
      { siteUrl: 'http://luxury.example', emulator: false },
    )
    expect(read).toEqual({
      ok: false,
      problems: [
        'ALERTS_SIGNING_KEY: the key "k2" is shorter than 32 bytes',
        'ALERTS_PUBLISH_KEY: the key "local" is the committed local key',
        'SITE_URL is not https',
      ],
    })
  })

  it('refuses the committed local keys in production even if they were made long', () => {
    const read = readAlertSettings(
      { ALERTS_SIGNING_KEY: localAlerts.keys.ALERTS_SIGNING_KEY },
      { siteUrl: site, emulator: false },
    )
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.problems.join()).toMatch(/committed local key/)
  })

  it('lets the emulator run on the committed local keys and its loopback site', () => {
    const read = readAlertSettings(localAlerts.keys, {
      siteUrl: 'http://127.0.0.1:5080',
      emulator: true,
    })
    expect(read.ok).toBe(true)
  })

  it('refuses a key written without its id, and a missing site, wherever it runs', () => {
    const read = readAlertSettings(
      { ALERTS_SIGNING_KEY: 's'.repeat(44) },
      { siteUrl: undefined, emulator: true },
    )
    expect(read).toEqual({
      ok: false,
      problems: [
        'ALERTS_SIGNING_KEY: write each key as <id>:<secret> (id: 1-16 letters)',
        'SITE_URL is not an address (https://your.domain)',
      ],
    })
  })
})
