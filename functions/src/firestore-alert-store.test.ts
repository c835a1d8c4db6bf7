// @vitest-environment node
import { useLocalFirestore } from './testing/local-firestore'
import type { AlertPerson } from './alert-store'
import type { EstateSnapshot } from './catalogue-changes'
import { accountCollections, deleteAccountData, firestoreAccountData } from './delete-account-data'
import { CATALOGUE_CHUNK, firestoreAlertStore } from './firestore-alert-store'

// The alert store through the Admin SDK against the local Firestore (a gRPC server in this
// process): the chunked catalogue, create-unless-exists and the unsubscribe's writes.
const local = useLocalFirestore('demo-alerts')

async function* nobody(): AsyncIterable<AlertPerson> {}

const estates = (count: number, price = 1_000_000): EstateSnapshot[] =>
  Array.from({ length: count }, (_, n) => ({
    id: String(n + 1),
    title: `Estate ${n + 1}`,
    price: n % 10 === 0 ? null : price,
    monthly: n % 7 === 0,
    availability: n % 5 === 0 ? 'under offer' : 'available',
  }))

describe('the alerts in Firestore', () => {
  it('keeps a catalogue larger than one document in chunks and drops the last one’s chunks', async () => {
    const store = firestoreAlertStore(local.db, nobody)
    const first = estates(CATALOGUE_CHUNK + 3)
    await store.saveCatalogue({ version: 'v1', publishedAt: 1, estates: first })
    expect(await store.lastCatalogue()).toEqual({ version: 'v1', publishedAt: 1, estates: first })
    const second = estates(10, 900_000)
    await store.saveCatalogue({ version: 'v2', publishedAt: 2, estates: second })
    expect(await store.lastCatalogue()).toEqual({ version: 'v2', publishedAt: 2, estates: second })
    const left = await local.db.collection('alertCatalogueChunks').get()
    expect(left.docs.map((doc) => doc.id)).toEqual(['v2-0'])
  }, 30_000) // two thousand estates through gRPC: seconds on a busy machine

  it('adds a version’s alerts and claims its mail once each', async () => {
    const store = firestoreAlertStore(local.db, nobody)
    const pending = { version: 'v9', createdAt: 5, items: [], more: { s1: 2 } }
    expect(await store.addPending('ann', pending)).toBe(true)
    expect(await store.addPending('ann', pending)).toBe(false)
    expect(await store.claimMail('ann', 'v9', 6)).toBe(true)
    expect(await store.claimMail('ann', 'v9', 7)).toBe(false)
    await store.markPending('ann', ['v9'], 'v9')
    expect(await store.pending('ann')).toEqual([{ id: 'v9', ...pending, mailId: 'v9' }])
    await store.markPending('ann', ['v9'], null)
    expect(await store.pending('ann')).toEqual([{ id: 'v9', ...pending }])
    expect(await store.lastMailAt('ann')).toBeNull()
    await store.mailSent('ann', 'v9', 8)
    expect(await store.lastMailAt('ann')).toBe(8)
  })

  it('writes nothing back for an account deleted during the run (its records removed)', async () => {
    const store = firestoreAlertStore(local.db, nobody)
    const pending = { version: 'v3', createdAt: 5, items: [], more: {} }
    await store.addPending('cy', pending)
    expect(await store.claimMail('cy', 'v3', 6)).toBe(true)
    // What accountCleanup does as the account goes: its records removed.
    await deleteAccountData('cy', firestoreAccountData(local.db))
    expect(await store.markPending('cy', ['v3'], 'v3')).toBe(false)
    await store.mailSent('cy', 'v3', 8)
    expect((await local.db.doc('alertPeople/cy').get()).exists).toBe(false)
    expect((await local.db.collection('alertPeople/cy/mails').get()).empty).toBe(true)
  })

  it('unsubscribes: every search off, what waits dropped, the rest untouched', async () => {
    const store = firestoreAlertStore(local.db, nobody)
    const searches = local.db.collection('accounts/bob/searches')
    await searches.doc('a').set({ name: 'A', query: 'q=x', frequency: 'weekly', updatedAt: 1 })
    await searches
      .doc('b')
      .set({ name: 'B', query: '', frequency: 'off', language: 'fr', updatedAt: 1 })
    // A search stored before its language was kept is English; so is a code the site lacks.
    await searches.doc('c').set({ name: 'C', query: '', frequency: 'off', language: 'xx' })
    expect((await store.searches('bob')).map(({ language }) => language)).toEqual([
      'en',
      'fr',
      'en',
    ])
    await store.addPending('bob', { version: 'v1', createdAt: 1, items: [], more: {} })
    await store.unsubscribe('bob', 50)
    expect((await store.searches('bob')).map((search) => search.frequency)).toEqual([
      'off',
      'off',
      'off',
    ])
    expect((await searches.doc('a').get()).get('updatedAt')).toBe(50)
    expect((await searches.doc('b').get()).get('updatedAt')).toBe(1)
    expect(await store.pending('bob')).toEqual([])
  })

  describe('an unsubscribe link of an account deleted since', () => {
    /** Everything the account kept: nothing of it may be there after its deletion. */
    async function leftOf(uid: string) {
      const documents = await Promise.all(
        [`accounts/${uid}`, `alertPeople/${uid}`].map(async (path) =>
          (await local.db.doc(path).get()).exists ? [path] : [],
        ),
      )
      const collections = await Promise.all(
        accountCollections(uid).map(async (path) =>
          (await local.db.collection(path).get()).docs.map((doc) => doc.ref.path),
        ),
      )
      return [...documents, ...collections].flat()
    }

    async function keptBy(uid: string, store: ReturnType<typeof firestoreAlertStore>) {
      await local.db.doc(`accounts/${uid}/searches/s1`).set({
        name: 'Villas',
        query: 'segment=Villas',
        frequency: 'weekly',
        updatedAt: 1,
      })
      await store.addPending(uid, { version: 'v2', createdAt: 1, items: [], more: {} })
      // Mailed once: the person's record exists, with the link in the mail.
      expect(await store.claimMail(uid, 'v1', 2)).toBe(true)
      await store.mailSent(uid, 'v1', 3)
      expect((await leftOf(uid)).length).toBeGreaterThan(0)
    }

    it('writes nothing: no record of it is created again', async () => {
      const store = firestoreAlertStore(local.db, nobody)
      await keptBy('dan', store)
      await deleteAccountData('dan', firestoreAccountData(local.db))
      await store.unsubscribe('dan', 50)
      expect(await leftOf('dan')).toEqual([])
    })

    it('writes nothing when the account goes between the link’s reads and its writes', async () => {
      const store = firestoreAlertStore(local.db, nobody)
      await keptBy('eve', store)
      // The account is deleted right after the unsubscribe has read its searches.
      const query = Object.getPrototypeOf(Object.getPrototypeOf(local.db.collection('x'))) as {
        get: () => Promise<unknown>
      }
      const read = query.get
      const spy = vi.spyOn(query, 'get').mockImplementation(async function (this: {
        path?: string
      }) {
        const snapshot = await read.call(this)
        if (this.path === 'accounts/eve/searches') {
          spy.mockRestore()
          await deleteAccountData('eve', firestoreAccountData(local.db))
        }
        return snapshot
      })
      try {
        await store.unsubscribe('eve', 50)
      } finally {
        spy.mockRestore()
      }
      expect(await leftOf('eve')).toEqual([])
    })

    it('still turns off what a living account keeps, and records when', async () => {
      const store = firestoreAlertStore(local.db, nobody)
      await keptBy('fay', store)
      await store.unsubscribe('fay', 50)
      expect((await store.searches('fay')).map((search) => search.frequency)).toEqual(['off'])
      expect(await store.pending('fay')).toEqual([])
      expect((await local.db.doc('alertPeople/fay').get()).get('unsubscribedAt')).toBe(50)
    })
  })
})
