import type { Firestore } from 'firebase-admin/firestore'
import { savedEstateSchema } from '@/features/saved/saved-estate-schema'
import type { SavedEstatesDb } from './handle-saved-estates'

/**
 * Saved estates in Firestore: `accounts/{uid}/saved/{estateId}` = `{ title, savedAt }` (issue 32's
 * shared layout; the alerts read them). Written only here, through the Admin SDK; the rules deny
 * every browser.
 */
export function firestoreSavedEstates(db: Firestore): SavedEstatesDb {
  const saved = (uid: string) => db.collection('accounts').doc(uid).collection('saved')
  return {
    list: async (uid) => {
      const snapshot = await saved(uid).get()
      // Parsed at the edge: a document damaged by hand is left out, not sent to the browser.
      return snapshot.docs.flatMap((doc) => {
        const parsed = savedEstateSchema.safeParse({ ...doc.data(), id: doc.id })
        return parsed.success ? [parsed.data] : []
      })
    },
    put: async (uid, estates) => {
      const batch = db.batch()
      for (const { id, title, savedAt } of estates)
        batch.set(saved(uid).doc(id), { title, savedAt })
      await batch.commit()
    },
    remove: async (uid, id) => {
      await saved(uid).doc(id).delete()
    },
  }
}
