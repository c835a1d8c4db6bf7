import type { Firestore } from 'firebase-admin/firestore'
import { firestoreInbox } from './inbox/firestore-inbox'

/**
 * What deleting an account needs of the store: the documents directly under one collection, and
 * deleting documents. The local Firestore lists no documents and has no collection-group queries,
 * so each collection is read by its known path (the layout of issue 32).
 */
export type AccountDataStore = {
  /** The paths of the documents directly under `collectionPath`. */
  list(collectionPath: string): Promise<string[]>
  /** Deletes these documents; a path with no document is no error. */
  delete(paths: string[]): Promise<void>
  /** The account's requests in the agency's inbox, unlinked from it (issue 46); how many. */
  unlinkRequests(uid: string): Promise<number>
}

/**
 * Every collection issue 32 keeps for one account, subcollections before their parents; the write
 * turns of its searches and saved estates too (decision 046).
 */
export const accountCollections = (uid: string) => [
  `accounts/${uid}/searches`,
  `accounts/${uid}/saved`,
  `accounts/${uid}/searchTurns`,
  `accounts/${uid}/savedTurns`,
  `alertPeople/${uid}/pending`,
  `alertPeople/${uid}/mails`,
]

/** The parents themselves, in case something wrote fields there (the alerts' person does). */
export const accountDocuments = (uid: string) => [`accounts/${uid}`, `alertPeople/${uid}`]

/**
 * Deletes what the account kept: its saved searches, saved estates and alert state; its requests
 * stay in the agency's inbox (what the visitor sent the agency), no longer linked to it. Safe to
 * run twice (the trigger is delivered at least once), and a no-op for an account that kept nothing.
 * Returns how many documents it deleted and how many requests it unlinked.
 */
export async function deleteAccountData(
  uid: string,
  store: AccountDataStore,
): Promise<{ deleted: number; unlinked: number }> {
  // A uid with a slash would reach another path; the Auth service never gives one.
  if (!uid || uid.includes('/')) throw new Error(`Not an account id: ${JSON.stringify(uid)}`)
  const lists = await Promise.all(accountCollections(uid).map((path) => store.list(path)))
  const paths = [...lists.flat(), ...accountDocuments(uid)]
  await store.delete(paths)
  const unlinked = await store.unlinkRequests(uid)
  return { deleted: paths.length - accountDocuments(uid).length, unlinked }
}

/** A batch holds at most 500 writes. */
const BATCH_SIZE = 500

/** The store over Firestore through the Admin SDK. */
export function firestoreAccountData(db: Firestore): AccountDataStore {
  return {
    async list(collectionPath) {
      const snapshot = await db.collection(collectionPath).get()
      return snapshot.docs.map((doc) => doc.ref.path)
    },
    async delete(paths) {
      for (let start = 0; start < paths.length; start += BATCH_SIZE) {
        const batch = db.batch()
        for (const path of paths.slice(start, start + BATCH_SIZE)) batch.delete(db.doc(path))
        await batch.commit()
      }
    },
    unlinkRequests: (uid) => firestoreInbox(db).unlinkAccount(uid),
  }
}
