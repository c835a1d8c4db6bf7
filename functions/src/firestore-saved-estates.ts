import type { Firestore } from 'firebase-admin/firestore'
import { savedEstates as limits } from '@/config/constants'
import { savedEstateSchema, type SavedEstateRecord } from '@/features/saved/saved-estate-schema'
import { firestoreWriteTurns } from './firestore-write-turns'
import type { SavedEstatesDb } from './handle-saved-estates'
import { attemptsFor, writeInTurn } from './write-turns'

/**
 * Saved estates in Firestore: `accounts/{uid}/saved/{estateId}` = `{ title, savedAt }` (issue 32's
 * shared layout; the alerts read them), each written in turn, `accounts/{uid}/savedTurns/{n}`
 * (write-turns.ts). Written only here, through the Admin SDK; the rules deny every browser.
 */
export function firestoreSavedEstates(db: Firestore): SavedEstatesDb {
  const saved = (uid: string) => db.collection('accounts').doc(uid).collection('saved')
  const list = async (uid: string) => {
    const snapshot = await saved(uid).get()
    // Parsed at the edge: a document damaged by hand is left out, not sent to the browser.
    return snapshot.docs.flatMap((doc) => {
      const parsed = savedEstateSchema.safeParse({ ...doc.data(), id: doc.id })
      return parsed.success ? [parsed.data] : []
    })
  }
  const turns = firestoreWriteTurns<SavedEstateRecord, SavedEstateRecord>(db, {
    turns: (uid) => db.collection('accounts').doc(uid).collection('savedTurns'),
    read: list,
    write: (batch, uid, estates) => {
      for (const { id, title, savedAt } of estates)
        batch.set(saved(uid).doc(id), { title, savedAt })
    },
  })
  return {
    list,
    change: (uid, decide) =>
      writeInTurn(
        turns,
        uid,
        (stored) => {
          const { put, answer } = decide(stored)
          return { writes: put, answer }
        },
        attemptsFor(limits.max),
      ),
    remove: async (uid, id) => {
      await saved(uid).doc(id).delete()
    },
  }
}
