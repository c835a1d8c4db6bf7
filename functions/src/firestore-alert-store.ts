import { Timestamp, type Firestore } from 'firebase-admin/firestore'
import type { Availability } from '@/features/estates/estate-status'
import { languageOfSearch } from '@/features/saved-searches/saved-search-schema'
import type {
  AlertFrequency,
  AlertPerson,
  AlertStore,
  PendingAlerts,
  SavedSearch,
} from './alert-store'
import type { EstateSnapshot } from './catalogue-changes'

/** gRPC's ALREADY_EXISTS, what Firestore answers a create() of a document that exists. */
const ALREADY_EXISTS = 6
/** gRPC's NOT_FOUND, what it answers an update() of a document that is gone. */
const NOT_FOUND = 5
/** Estates per chunk of the last catalogue seen: ~160 KB, well under Firestore's 1 MB a document. */
export const CATALOGUE_CHUNK = 2_000
/** Pending alerts and mail records are deleted by the TTL policy (firestore.indexes.json) after this. */
const KEEP_MS = 60 * 24 * 60 * 60 * 1000
const frequencies: readonly AlertFrequency[] = ['off', 'daily', 'weekly']

/** An estate in a chunk: short keys, as 10,000 of them are stored on every publication. */
type StoredEstate = { i: string; t: string; p: number | null; m: boolean; a: Availability }

/** A write, answering false where Firestore answers `code` (any other error is thrown). */
const unless = (code: number) => async (write: Promise<unknown>) => {
  try {
    await write
    return true
  } catch (error) {
    if ((error as { code?: unknown }).code === code) return false
    throw error
  }
}

/** A create, or false when the document exists (create-unless-exists, see AlertStore). */
const created = unless(ALREADY_EXISTS)

/**
 * An update of a person's records, or false when they are gone: the account was deleted during the
 * run (accountCleanup removes its records), and nothing of it is to be written again.
 */
const updated = unless(NOT_FOUND)

/**
 * The alerts in Firestore, written only by the function through the Admin SDK (firestore.rules
 * lets no browser in). Reads `accounts/{uid}/searches` and `accounts/{uid}/saved` (issue 32's
 * layout, other functions write them); writes only collections named `alert*`:
 * `alertCatalogue/current` (version, chunk count) and `alertCatalogueChunks/{version}-{n}`;
 * `alertPeople/{uid}` (last mail, unsubscribed) with `pending/{version}` and `mails/{version}`.
 * The people come from the identity provider (`listPeople`): the local Firestore has no
 * collection-group query and no document listing, and the list carries the verified flag.
 */
export function firestoreAlertStore(
  db: Firestore,
  listPeople: () => AsyncIterable<AlertPerson>,
): AlertStore {
  const account = (uid: string) => db.collection('accounts').doc(uid)
  const person = (uid: string) => db.collection('alertPeople').doc(uid)
  const head = db.collection('alertCatalogue').doc('current')
  const chunk = (version: string, n: number) =>
    db.collection('alertCatalogueChunks').doc(`${version}-${n}`)
  return {
    people: listPeople,
    async searches(uid) {
      const snapshot = await account(uid).collection('searches').get()
      return snapshot.docs.map((doc): SavedSearch => {
        const frequency = doc.get('frequency') as AlertFrequency
        const name: unknown = doc.get('name')
        const query: unknown = doc.get('query')
        const updatedAt: unknown = doc.get('updatedAt')
        return {
          id: doc.id,
          name: typeof name === 'string' ? name : '',
          query: typeof query === 'string' ? query : '',
          frequency: frequencies.includes(frequency) ? frequency : 'off',
          language: languageOfSearch(doc.get('language')),
          updatedAt: typeof updatedAt === 'number' ? updatedAt : 0,
        }
      })
    },
    async savedEstates(uid) {
      const snapshot = await account(uid).collection('saved').get()
      return snapshot.docs.map((doc) => doc.id)
    },
    async lastCatalogue() {
      const current = await head.get()
      if (!current.exists) return null
      const version = String(current.get('version'))
      const chunks = Number(current.get('chunks'))
      const docs = await db.getAll(...Array.from({ length: chunks }, (_, n) => chunk(version, n)))
      const estates = docs.flatMap((doc) =>
        ((doc.get('estates') ?? []) as StoredEstate[]).map((stored): EstateSnapshot => ({
          id: stored.i,
          title: stored.t,
          price: stored.p,
          monthly: stored.m,
          availability: stored.a,
        })),
      )
      return { version, publishedAt: Number(current.get('publishedAt')), estates }
    },
    async saveCatalogue({ version, publishedAt, estates }) {
      const previous = await head.get()
      const chunks = Math.ceil(estates.length / CATALOGUE_CHUNK)
      // The chunks first, then the head that points at them: a run stopped in between leaves the
      // last catalogue whole, and the next run compares with it again.
      for (let n = 0; n < chunks; n += 1)
        await chunk(version, n).set({
          estates: estates
            .slice(n * CATALOGUE_CHUNK, (n + 1) * CATALOGUE_CHUNK)
            .map((estate): StoredEstate => ({
              i: estate.id,
              t: estate.title,
              p: estate.price,
              m: estate.monthly,
              a: estate.availability,
            })),
        })
      await head.set({ version, publishedAt, chunks, count: estates.length })
      if (previous.exists && previous.get('version') !== version) {
        const batch = db.batch()
        for (let n = 0; n < Number(previous.get('chunks')); n += 1)
          batch.delete(chunk(String(previous.get('version')), n))
        await batch.commit()
      }
    },
    addPending: (uid, pending) =>
      created(
        person(uid)
          .collection('pending')
          .doc(pending.version)
          .create({ ...pending, expiresAt: Timestamp.fromMillis(pending.createdAt + KEEP_MS) }),
      ),
    async pending(uid) {
      const snapshot = await person(uid).collection('pending').get()
      return snapshot.docs.map((doc) => {
        const data = doc.data() as PendingAlerts
        return {
          id: doc.id,
          version: data.version,
          createdAt: data.createdAt,
          items: data.items ?? [],
          more: data.more ?? {},
          ...(data.mailId ? { mailId: data.mailId } : {}),
        }
      })
    },
    markPending(uid, ids, mailId) {
      const batch = db.batch()
      for (const id of ids)
        batch.update(person(uid).collection('pending').doc(id), { mailId: mailId ?? null })
      return updated(batch.commit())
    },
    claimMail: (uid, mailId, at) =>
      created(
        person(uid)
          .collection('mails')
          .doc(mailId)
          .create({ state: 'sending', at, expiresAt: Timestamp.fromMillis(at + KEEP_MS) }),
      ),
    async mailSent(uid, mailId, at) {
      const mail = person(uid).collection('mails').doc(mailId)
      // A set() would bring a deleted account's records back.
      if (!(await updated(mail.update({ state: 'sent', sentAt: at })))) return
      await person(uid).set({ lastMailAt: at }, { merge: true })
    },
    async releaseMail(uid, mailId) {
      await person(uid).collection('mails').doc(mailId).delete()
    },
    async lastMailAt(uid) {
      const value: unknown = (await person(uid).get()).get('lastMailAt')
      return typeof value === 'number' ? value : null
    },
    // Each write only touches a document that is there (an update, a delete), never creates one:
    // a deleted account's link, followed after accountCleanup removed its records, writes nothing.
    // One at a time rather than in a batch: a search its owner deletes meanwhile (NOT_FOUND) would
    // fail the batch and leave the others on.
    async unsubscribe(uid, at) {
      const [searches, pending] = await Promise.all([
        account(uid).collection('searches').get(),
        person(uid).collection('pending').get(),
      ])
      await Promise.all([
        ...searches.docs
          .filter((doc) => doc.get('frequency') !== 'off')
          .map((doc) => updated(doc.ref.update({ frequency: 'off', updatedAt: at }))),
        ...pending.docs.filter((doc) => !doc.get('mailId')).map((doc) => doc.ref.delete()),
      ])
      // When: on the person's record, if there is one (a mailed person has one, see mailSent).
      await updated(person(uid).update({ unsubscribedAt: at }))
    },
  }
}
