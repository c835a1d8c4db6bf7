import type { Firestore } from 'firebase-admin/firestore'
import { languageOfSearch, searchFrequencies } from '@/features/saved-searches/saved-search-schema'
import { firestoreWriteTurns } from './firestore-write-turns'
import type { SavedSearchStore, StoredSearch } from './saved-search-store'
import { attemptsFor, writeInTurn } from './write-turns'

/** A stored document read back into the layout's fields; one written otherwise is skipped. */
function read(data: FirebaseFirestore.DocumentData | undefined): StoredSearch | null {
  if (!data) return null
  const { name, query, frequency, language, createdAt, updatedAt } = data
  const valid =
    typeof name === 'string' &&
    typeof query === 'string' &&
    searchFrequencies.includes(frequency) &&
    typeof createdAt === 'number' &&
    typeof updatedAt === 'number'
  // One stored before the language was kept is English.
  const inLanguage = languageOfSearch(language)
  return valid ? { name, query, frequency, language: inLanguage, createdAt, updatedAt } : null
}

/**
 * Saved searches in Firestore at `accounts/{uid}/searches/{id}` (ids of Firestore's own, never
 * given twice), written and read only by the function through the Admin SDK (firestore.rules lets
 * no client in). A new one is written in turn, `accounts/{uid}/searchTurns/{n}` (write-turns.ts).
 */
export function firestoreSearchStore(db: Firestore): SavedSearchStore {
  const searches = (uid: string) => db.collection('accounts').doc(uid).collection('searches')
  const turns = firestoreWriteTurns<string, { id: string; search: StoredSearch }>(db, {
    turns: (uid) => db.collection('accounts').doc(uid).collection('searchTurns'),
    // Every document counts, one this store cannot read too: it takes a place all the same.
    // Read whole rather than with an aggregation query: at most a few dozen small documents, and
    // the local Firestore (@firestore-emulator/server) need not know aggregations.
    read: async (uid) => (await searches(uid).get()).docs.map((doc) => doc.id),
    write: (batch, uid, writes) => {
      for (const { id, search } of writes) batch.set(searches(uid).doc(id), search)
    },
  })
  return {
    async list(uid) {
      const snapshot = await searches(uid).get()
      return snapshot.docs.flatMap((doc) => {
        const search = read(doc.data())
        return search ? [{ id: doc.id, ...search }] : []
      })
    },
    create(uid, search, max) {
      const { id } = searches(uid).doc()
      return writeInTurn(
        turns,
        uid,
        (stored) =>
          stored.length >= max
            ? { writes: [], answer: null }
            : { writes: [{ id, search }], answer: id },
        attemptsFor(max),
      )
    },
    async get(uid, id) {
      return read((await searches(uid).doc(id).get()).data())
    },
    // Looked up first rather than told by update()'s NOT_FOUND, which the local Firestore may
    // not give; the owner's own two windows are the only race, and the last change wins.
    async update(uid, id, change) {
      const doc = searches(uid).doc(id)
      if (!(await doc.get()).exists) return false
      await doc.update(change)
      return true
    },
    async remove(uid, id) {
      const doc = searches(uid).doc(id)
      if (!(await doc.get()).exists) return false
      await doc.delete()
      return true
    },
  }
}
