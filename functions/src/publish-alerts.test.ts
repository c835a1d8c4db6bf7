import { estateRecord } from '@/testing/estate-records'
import type { KeyRing } from './alert-keys'
import type { AlertPerson, SavedSearch } from './alert-store'
import type { AlertMail } from './compose-alert-mail'
import { memoryAlertStore } from './memory-alert-store'
import { ALERT_GRACE_MS, alertPeriodMs, publishAlerts, type AlertDeps } from './publish-alerts'
import { signUnsubscribe } from './unsubscribe-token'

const HOUR = 60 * 60 * 1000
const KEYS: KeyRing = [{ id: 't1', secret: 'signing-key-for-tests' }]

const villa = (id: string, overrides: Record<string, unknown> = {}) =>
  estateRecord({ id, estate_title: `Villa ${id}`, segment_name: 'Family Homes', ...overrides })
const flat = (id: string, overrides: Record<string, unknown> = {}) =>
  estateRecord({ id, estate_title: `Flat ${id}`, segment_name: 'Apartments', ...overrides })
const catalogue = (...records: object[]) => JSON.stringify(records)

const person = (uid: string, overrides: Partial<AlertPerson> = {}): AlertPerson => ({
  uid,
  email: `${uid}@example.com`,
  emailVerified: true,
  ...overrides,
})
const search = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 's1',
  name: 'Family homes',
  query: 'segment=Family+Homes',
  frequency: 'daily',
  language: 'en',
  updatedAt: 0,
  ...overrides,
})

function setUp(seed: Parameters<typeof memoryAlertStore>[0]) {
  const memory = memoryAlertStore(seed)
  const sent: AlertMail[] = []
  const logs: string[] = []
  let now = Date.UTC(2026, 10, 24, 7)
  let smtpDown = false
  const refused = new Set<string>()
  const deps: AlertDeps = {
    store: memory.store,
    send: async (mail) => {
      if (smtpDown) throw new Error('421 Service not available')
      // As nodemailer says it when the server refuses the only recipient.
      if (refused.has(mail.to.address))
        throw Object.assign(new Error("Can't send mail - all recipients were rejected"), {
          code: 'EENVELOPE',
          responseCode: 550,
        })
      sent.push(mail)
    },
    from: 'Luxury Living <alerts@luxuryliving.example>',
    siteUrl: 'https://luxury.example',
    signingKeys: KEYS,
    now: () => now,
    log: (_level, message) => logs.push(message),
  }
  return {
    memory,
    deps,
    sent,
    logs,
    later: (ms: number) => (now += ms),
    smtp: (down: boolean) => (smtpDown = down),
    refuse: (address: string) => refused.add(address),
  }
}

const base = catalogue(villa('v1'), flat('f1'), villa('v2', { price: 3_000_000 }))
const next = catalogue(
  villa('v1'),
  flat('f1'),
  villa('v2', { price: 2_750_000 }),
  villa('v3', { estate_title: 'Villa <Three> & Co' }),
  flat('f2'),
)

describe('publishAlerts', () => {
  it('takes the first catalogue as the baseline and mails nobody', async () => {
    const { deps, sent } = setUp({
      people: [person('ann')],
      searches: { ann: [search()] },
    })
    const run = await publishAlerts(base, deps)
    expect(run).toMatchObject({ ok: true, baseline: true, mailed: 0 })
    expect(sent).toHaveLength(0)
  })

  it('mails one person once: the new matching estate and the price change of a saved one', async () => {
    const { deps, sent } = setUp({
      people: [person('ann')],
      searches: { ann: [search(), search({ id: 's2', name: 'Also villas', query: 'q=villa' })] },
      saved: { ann: ['v2'] },
    })
    await publishAlerts(base, deps)
    const run = await publishAlerts(next, deps)
    expect(run).toMatchObject({ ok: true, mailed: 1, changes: { added: 2, price: 1 } })
    expect(sent).toHaveLength(1)
    const [mail] = sent as [AlertMail]
    expect(mail.to.address).toBe('ann@example.com')
    // The villa once (under its first search), never the flat the search would not show.
    expect(mail.text.match(/Villa <Three> & Co/g)).toHaveLength(1)
    expect(mail.text).not.toContain('Flat f2')
    expect(mail.text).toContain('https://luxury.example/v3')
    expect(mail.text).toContain('https://luxury.example/?segment=Family+Homes')
    expect(mail.text).toMatch(/Villa v2: the price is now \$2,750,000 \(was \$3,000,000\)/)
    expect(mail.text).toMatch(/Why you received this: your saved searches "Family homes" \(daily\)/)
    expect(mail.html).toContain('Villa &lt;Three&gt; &amp; Co')
    expect(mail.html).not.toContain('<Three>')
    const token = signUnsubscribe('ann', KEYS)
    expect(mail.headers['List-Unsubscribe']).toBe(
      `<https://luxury.example/api/alerts/unsubscribe?token=${encodeURIComponent(token)}>`,
    )
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toContain(`https://luxury.example/alerts/unsubscribe?token=${token}`)
  })

  it('writes the mail in the language of the search last saved or changed with alerts on', async () => {
    const { deps, sent } = setUp({
      people: [person('ann'), person('bo')],
      searches: {
        ann: [
          search({ language: 'de', updatedAt: 1 }),
          search({ id: 's2', query: 'q=villa', language: 'fr', updatedAt: 2 }),
          // Off: not why the mail comes, so not its language either.
          search({ id: 's3', frequency: 'off', language: 'de', updatedAt: 3 }),
        ],
        bo: [search({ id: 's1' })],
      },
    })
    await publishAlerts(base, deps)
    await publishAlerts(next, deps)
    const ann = sent.find((mail) => mail.to.address === 'ann@example.com')
    expect(ann?.subject).toBe('1 nouvelle propriété | Luxury Living')
    expect(ann?.html).toMatch(/^<!doctype html><html lang="fr">/)
    expect(ann?.text).toContain('https://luxury.example/fr/v3')
    expect(ann?.text).toContain('https://luxury.example/fr/alerts/unsubscribe?token=')
    const bo = sent.find((mail) => mail.to.address === 'bo@example.com')
    expect(bo?.subject).toBe('1 new estate | Luxury Living')
  })

  it('mails nobody whose searches are all off, and nobody unverified', async () => {
    const { deps, sent } = setUp({
      people: [person('off'), person('unverified', { emailVerified: false })],
      searches: { off: [search({ frequency: 'off' })], unverified: [search()] },
    })
    await publishAlerts(base, deps)
    const run = await publishAlerts(next, deps)
    expect(run).toMatchObject({ ok: true, subscribers: 0, mailed: 0 })
    expect(sent).toHaveLength(0)
  })

  it('mails a weekly person once a week: later news waits and comes in the next due mail', async () => {
    const { deps, sent, later } = setUp({
      people: [person('wes')],
      searches: { wes: [search({ frequency: 'weekly' })] },
    })
    await publishAlerts(base, deps)
    await publishAlerts(next, deps)
    expect(sent).toHaveLength(1)
    later(2 * HOUR)
    const third = catalogue(villa('v1'), flat('f1'), villa('v2'), villa('v3'), villa('v4'))
    await publishAlerts(third, deps)
    expect(sent).toHaveLength(1)
    later(alertPeriodMs.weekly - ALERT_GRACE_MS)
    // The digest: the same catalogue again, now due.
    await publishAlerts(third, deps)
    expect(sent).toHaveLength(2)
    expect(sent[1]?.text).toContain('Villa v4')
    expect(sent[1]?.text).not.toContain('Villa <Three>')
    await publishAlerts(third, deps)
    expect(sent).toHaveLength(2)
  })

  it('continues an interrupted run without mailing anyone twice', async () => {
    const people = ['a', 'b', 'c'].map((uid) => person(uid))
    const { deps, sent } = setUp({
      people,
      searches: Object.fromEntries(people.map(({ uid }) => [uid, [search()]])),
    })
    await publishAlerts(base, deps)
    const stopped = await publishAlerts(next, deps, { maxMails: 1 })
    expect(stopped).toMatchObject({ ok: true, mailed: 1, complete: false })
    const resumed = await publishAlerts(next, deps)
    expect(resumed).toMatchObject({ ok: true, mailed: 2, complete: true })
    const again = await publishAlerts(next, deps)
    expect(again).toMatchObject({ ok: true, mailed: 0 })
    expect(sent.map((mail) => mail.to.address).sort()).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ])
  })

  it('mails nobody whose account is deleted while the run reads their alerts', async () => {
    const { deps, sent, memory } = setUp({
      people: [person('ann')],
      searches: { ann: [search()] },
    })
    await publishAlerts(base, deps)
    // The account's records go (accountCleanup) between the run's reading them and its mail.
    const pending = deps.store.pending.bind(deps.store)
    deps.store = {
      ...deps.store,
      pending: async (uid) => {
        const records = await pending(uid)
        for (const { id } of records) memory.pending.get(uid)?.delete(id)
        return records
      },
    }
    const run = await publishAlerts(next, deps)
    expect(run).toMatchObject({ ok: true, mailed: 0, failed: 0 })
    expect(sent).toHaveLength(0)
  })

  it('keeps the alerts of a mail SMTP refused for the next run, and sends them once', async () => {
    const { deps, sent, smtp, logs } = setUp({
      people: [person('ann')],
      searches: { ann: [search()] },
    })
    await publishAlerts(base, deps)
    smtp(true)
    expect(await publishAlerts(next, deps)).toMatchObject({ mailed: 0, failed: 1 })
    expect(logs.join('\n')).toMatch(/not delivered/)
    smtp(false)
    expect(await publishAlerts(next, deps)).toMatchObject({ mailed: 1, failed: 0 })
    expect(sent[0]?.text).toContain('Villa <Three> & Co')
    expect(await publishAlerts(next, deps)).toMatchObject({ mailed: 0 })
  })

  it('stops trying after three refusals in a row, and mails everyone once SMTP is back', async () => {
    const people = ['a', 'b', 'c', 'd', 'e'].map((uid) => person(uid))
    const { deps, sent, smtp } = setUp({
      people,
      searches: Object.fromEntries(people.map(({ uid }) => [uid, [search()]])),
    })
    await publishAlerts(base, deps)
    smtp(true)
    expect(await publishAlerts(next, deps)).toMatchObject({ mailed: 0, failed: 3, deferred: 2 })
    smtp(false)
    expect(await publishAlerts(next, deps)).toMatchObject({ mailed: 5, failed: 0, deferred: 0 })
    expect(sent).toHaveLength(5)
  })

  it('refuses a malformed catalogue: mails nobody, keeps the last one, says why', async () => {
    const { deps, sent, logs, memory } = setUp({
      people: [person('ann')],
      searches: { ann: [search()] },
      saved: { ann: ['v1'] },
    })
    await publishAlerts(base, deps)
    for (const bad of [
      '{"properties": ',
      '{"estates": []}',
      '[]',
      catalogue(villa('v3'), { id: 'broken' }),
    ]) {
      const run = await publishAlerts(bad, deps)
      expect(run.ok).toBe(false)
    }
    expect(sent).toHaveLength(0)
    expect(logs.filter((line) => line.includes('refused'))).toHaveLength(4)
    expect(logs.join('\n')).toMatch(/record\(s\) the site would skip/)
    expect((await memory.store.lastCatalogue())?.estates.map((estate) => estate.id)).toEqual([
      'v1',
      'f1',
      'v2',
    ])
  })

  it('tells savers of availability changes and removals, and leaves out a new estate no longer shown', async () => {
    const { deps, sent, later } = setUp({
      people: [person('ann')],
      searches: { ann: [search({ frequency: 'weekly' })] },
      saved: { ann: ['v1', 'v2'] },
    })
    await publishAlerts(base, deps)
    await publishAlerts(catalogue(villa('v0'), villa('v1'), flat('f1'), villa('v2')), deps)
    later(HOUR)
    // v9 is new, then sold before the weekly mail: the search (on the market) no longer shows it.
    await publishAlerts(
      catalogue(villa('v1', { availability: 'under offer' }), flat('f1'), villa('v9')),
      deps,
    )
    later(alertPeriodMs.weekly)
    await publishAlerts(
      catalogue(
        villa('v1', { availability: 'under offer' }),
        flat('f1'),
        villa('v9', { availability: 'sold' }),
      ),
      deps,
    )
    expect(sent).toHaveLength(2)
    const text = sent[1]?.text ?? ''
    expect(text).toContain('Villa v1: now under offer')
    expect(text).toContain('Villa v2: no longer listed')
    expect(text).not.toContain('Villa v9')
  })

  it('sends nothing after the unsubscribe link, until alerts are turned on again', async () => {
    const { deps, sent, memory } = setUp({
      people: [person('ann')],
      searches: { ann: [search()] },
    })
    await publishAlerts(base, deps)
    await memory.store.unsubscribe('ann', deps.now())
    expect(await publishAlerts(next, deps)).toMatchObject({ subscribers: 0, mailed: 0 })
    expect(sent).toHaveLength(0)
    expect(memory.searches.get('ann')?.[0]?.frequency).toBe('off')
  })

  it('skips a person the store fails for, logs it, mails the others and remembers the catalogue', async () => {
    const people = ['a', 'b', 'c'].map((uid) => person(uid))
    const { deps, sent, logs, memory } = setUp({
      people,
      searches: Object.fromEntries(people.map(({ uid }) => [uid, [search()]])),
    })
    await publishAlerts(base, deps)
    const searches = deps.store.searches.bind(deps.store)
    deps.store = {
      ...deps.store,
      searches: async (uid) => {
        if (uid === 'b') throw new Error('DEADLINE_EXCEEDED')
        return searches(uid)
      },
    }
    const run = await publishAlerts(next, deps)
    expect(run).toMatchObject({ ok: true, mailed: 2, failed: 1, deferred: 0, complete: true })
    expect(sent.map((mail) => mail.to.address)).toEqual(['a@example.com', 'c@example.com'])
    expect(logs).toContain('An alerts run skipped a person after an error')
    expect((await memory.store.lastCatalogue())?.estates).toHaveLength(5)
  })

  it('gives a claim back when the store fails after it, so the mail goes with the next run', async () => {
    const { deps, sent, logs } = setUp({ people: [person('ann')], searches: { ann: [search()] } })
    await publishAlerts(base, deps)
    const store = deps.store
    deps.store = {
      ...store,
      markPending: async (uid, ids, mailId) => {
        if (mailId) throw new Error('UNAVAILABLE')
        return store.markPending(uid, ids, mailId)
      },
    }
    expect(await publishAlerts(next, deps)).toMatchObject({ mailed: 0, failed: 1 })
    expect(logs.join('\n')).toMatch(/not delivered/)
    deps.store = store
    expect(await publishAlerts(next, deps)).toMatchObject({ mailed: 1, failed: 0 })
    expect(sent).toHaveLength(1)
  })

  it('goes on past addresses the mail server refuses, however many in a row', async () => {
    const people = ['a', 'b', 'c', 'd', 'e'].map((uid) => person(uid))
    const { deps, sent, refuse } = setUp({
      people,
      searches: Object.fromEntries(people.map(({ uid }) => [uid, [search()]])),
    })
    await publishAlerts(base, deps)
    for (const uid of ['a', 'b', 'c', 'd']) refuse(`${uid}@example.com`)
    expect(await publishAlerts(next, deps)).toMatchObject({ mailed: 1, failed: 4, deferred: 0 })
    expect(sent.map((mail) => mail.to.address)).toEqual(['e@example.com'])
  })
})
