// @vitest-environment node
import { savedEstates as estateLimits, savedSearches as searchLimits } from '@/config/constants'
import { inboxRequest } from '@/testing/inbox-requests'
import { useLocalFirestore } from './testing/local-firestore'
import type { VerifyToken } from './account-request'
import { deleteAccountData, firestoreAccountData } from './delete-account-data'
import { firestoreAlertStore } from './firestore-alert-store'
import { firestoreSavedEstates } from './firestore-saved-estates'
import { firestoreSearchStore } from './firestore-searches'
import { handleSavedEstates } from './handle-saved-estates'
import { handleSavedSearches } from './handle-saved-searches'
import { firestoreInbox } from './inbox/firestore-inbox'

// The account caps under concurrent requests, through the real handlers and the real Firestore
// stores, against the local Firestore (a gRPC server in this process). Deployed, one instance
// takes 80 requests at once; the Functions emulator runs one at a time and cannot show this.
const local = useLocalFirestore('demo-caps')

/** The token names its account, verified. */
const verifyToken: VerifyToken = async (token) => ({
  uid: token,
  email: `${token}@example.com`,
  email_verified: true,
})
const json = (token: string, body: unknown) => ({
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  rawBody: Buffer.from(JSON.stringify(body)),
})
let clock = 1_800_000_000_000
const now = () => (clock += 1)

const saveSearch = (uid: string, n: number) =>
  handleSavedSearches(
    {
      method: 'POST',
      path: '/api/saved-searches',
      ...json(uid, { name: `Search ${n}`, query: `q=villa${n}`, frequency: 'weekly' }),
    },
    { verifyToken, store: firestoreSearchStore(local.db), now },
  )

/** The catalogue: a save names one of these (a merge keeps any id, the browser saved it listed). */
const catalogue = new Map([
  ['1', { title: 'Villa Azur' }],
  ['2', { title: 'Constantia Manor' }],
])
const estatesCall = (method: string, path: string, uid: string, body: unknown) =>
  handleSavedEstates(
    { method, path, ...json(uid, body) },
    { verifyToken, db: firestoreSavedEstates(local.db), estates: async () => catalogue, now },
  )

describe('the account caps in Firestore, under concurrent requests', () => {
  it(`keeps ${searchLimits.maxPerAccount} searches of 40 saved at once, and refuses the rest`, async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => saveSearch('ada', n)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(searchLimits.maxPerAccount)
    expect(statuses.filter((status) => status === 409)).toHaveLength(
      40 - searchLimits.maxPerAccount,
    )
    const listed = await handleSavedSearches(
      { method: 'GET', path: '/api/saved-searches', headers: { authorization: 'Bearer ada' } },
      { verifyToken, store: firestoreSearchStore(local.db), now },
    )
    const { searches } = listed.body as { searches: { id: string }[] }
    expect(searches).toHaveLength(searchLimits.maxPerAccount)
    // One turn a search; each but the latest expires (the TTL policy), the latest never does.
    const turns = await local.db.collection('accounts/ada/searchTurns').orderBy('n').get()
    expect(turns.docs.map((doc) => doc.get('n'))).toEqual(
      Array.from({ length: searchLimits.maxPerAccount }, (_, n) => n + 1),
    )
    expect(turns.docs.filter((doc) => doc.get('expiresAt') === undefined)).toEqual([
      turns.docs.at(-1),
    ])
    // The alerts read the same searches, by the same ids.
    const alerts = firestoreAlertStore(local.db, async function* () {})
    expect((await alerts.searches('ada')).map((search) => search.id).sort()).toEqual(
      searches.map((search) => search.id).sort(),
    )
  }, 60_000)

  it(`keeps ${estateLimits.max} estates of 5 merges at once of ${estateLimits.max} different ones each`, async () => {
    const merges = Array.from({ length: 5 }, (_, m) =>
      estatesCall('POST', '/api/saved-estates', 'bea', {
        estates: Array.from({ length: estateLimits.max }, (_, n) => ({
          id: `m${m}-${n}`,
          title: `Estate ${m}-${n}`,
          savedAt: 1_000 + n,
        })),
      }),
    )
    const answers = await Promise.all(merges)
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect((await local.db.collection('accounts/bea/saved').get()).size).toBe(estateLimits.max)
    // Every answer told the truth: what it lists is what is stored.
    const stored = (await firestoreSavedEstates(local.db).list('bea'))
      .map((entry) => entry.id)
      .sort()
    const skipped = answers.map((answer) => (answer.body as { skipped: number }).skipped)
    expect(skipped.reduce((sum, n) => sum + n, 0)).toBe(4 * estateLimits.max)
    for (const answer of answers)
      expect((answer.body as { estates: { id: string }[] }).estates).toHaveLength(estateLimits.max)
    expect(stored).toHaveLength(estateLimits.max)
  }, 60_000)

  it('takes one place for an estate saved several times at once', async () => {
    const full = Array.from({ length: estateLimits.max - 2 }, (_, n) => ({
      id: `x${n}`,
      title: '',
      savedAt: n,
    }))
    expect((await estatesCall('POST', '/api/saved-estates', 'cy', { estates: full })).status).toBe(
      200,
    )
    // Five saves of one estate and five of another, at once: both fit, in the last two places.
    const answers = await Promise.all(
      ['1', '2', '1', '2', '1', '2', '1', '2', '1', '2'].map((id) =>
        estatesCall('PUT', `/api/saved-estates/${id}`, 'cy', { title: '' }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    const stored = await firestoreSavedEstates(local.db).list('cy')
    expect(stored).toHaveLength(estateLimits.max)
    expect(stored.filter((entry) => entry.id === '1' || entry.id === '2')).toHaveLength(2)
    // Each saved once: every answer gives the same first save.
    const savedAt = (id: string) =>
      new Set(
        answers
          .filter((_, n) => n % 2 === (id === '1' ? 0 : 1))
          .map((answer) => (answer.body as { saved: { savedAt: number } }).saved.savedAt),
      )
    expect(savedAt('1').size).toBe(1)
    expect(savedAt('2').size).toBe(1)
  }, 60_000)

  it('counts, lists and deletes what was stored before the caps held, and deletes it all with the account', async () => {
    // Written as the functions wrote them before: ids of Firestore's own, nothing beside them.
    for (let n = 0; n < searchLimits.maxPerAccount - 1; n += 1)
      await local.db
        .collection('accounts/dee/searches')
        .doc()
        .set({
          name: `Old ${n}`,
          query: '',
          frequency: 'off',
          language: 'en',
          createdAt: n,
          updatedAt: n,
        })
    await local.db.doc('accounts/dee/saved/7').set({ title: 'Villa Azur', savedAt: 5 })
    // One place left: of three saves at once, one is stored.
    const answers = await Promise.all([1, 2, 3].map((n) => saveSearch('dee', n)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409])
    expect((await local.db.collection('accounts/dee/searches').get()).size).toBe(
      searchLimits.maxPerAccount,
    )
    const old = (
      await local.db.collection('accounts/dee/searches').where('name', '==', 'Old 0').get()
    ).docs[0]!
    const deleted = await handleSavedSearches(
      {
        method: 'DELETE',
        path: `/api/saved-searches/${old.id}`,
        headers: { authorization: 'Bearer dee' },
      },
      { verifyToken, store: firestoreSearchStore(local.db), now },
    )
    expect(deleted.status).toBe(200)
    expect((await saveSearch('dee', 4)).status).toBe(201)

    // Two requests of hers in the inbox, one of another account's.
    const inbox = firestoreInbox(local.db)
    const request = (uid: string) =>
      inboxRequest(uid, {
        visitor: {
          account: `${uid}@example.com`,
          name: 'Dee',
          email: 'dee@example.com',
          phone: '',
        },
      })
    const ids = await Promise.all([inbox.add(request('dee')), inbox.add(request('dee'))])
    const kept = await inbox.add(request('ed'))

    expect((await deleteAccountData('dee', firestoreAccountData(local.db))).unlinked).toBe(2)
    for (const id of ids)
      expect((await local.db.doc(`inbox/${id}`).get()).data()).toMatchObject({
        visitorUid: null,
        visitor: { account: null, name: 'Dee', email: 'dee@example.com' },
      })
    expect((await local.db.doc(`inbox/${kept}`).get()).get('visitorUid')).toBe('ed')
    // The local Firestore lists no collections: each one the account's writes use, by name.
    for (const collection of ['searches', 'saved', 'searchTurns', 'savedTurns'])
      expect((await local.db.collection(`accounts/dee/${collection}`).get()).size, collection).toBe(
        0,
      )
  }, 60_000)
})
