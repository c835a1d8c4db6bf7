import type { Firestore } from 'firebase-admin/firestore'
import { languageOfSearch, searchFrequencies } from '@/features/saved-searches/saved-search-schema'
import type { SavedSearchStore, StoredSearch } from './saved-search-store'

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
 * Saved searches in Firestore at `accounts/{uid}/searches/{id}`, written and read only by the
 * function through the Admin SDK (firestore.rules lets no client in).
 */
export function firestoreSearchStore(db: Firestore): SavedSearchStore {
  const searches = (uid: string) => db.collection('accounts').doc(uid).collection('searches')
  return {
    async list(uid) {
      const snapshot = await searches(uid).get()
      return snapshot.docs.flatMap((doc) => {
        const search = read(doc.data())
        return search ? [{ id: doc.id, ...search }] : []
      })
    },
    // Read whole rather than with an aggregation query: at most a few dozen small documents, and
    // the local Firestore (@firestore-emulator/server) need not know aggregations.
    async count(uid) {
      return (await searches(uid).get()).size
    },
    async create(uid, search) {
      const doc = searches(uid).doc()
      await doc.create(search)
      return doc.id
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
