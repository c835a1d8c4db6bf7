import type { Firestore } from 'firebase-admin/firestore'
import { INBOX_COLLECTION, inboxRequestSchema } from '@/features/inbox/request-schema'
import { unlinked, type InboxStore } from './inbox-store'

/** Requests deleted a page at a time: a retention run of years of requests stays in memory. */
const DELETE_PAGE = 200
/** Staff's notes on a request: `inbox/{id}/notes/{id}`. */
const NOTES = 'notes'

/**
 * The inbox in Firestore: `inbox/{auto id}`, one document a request (firestore.rules let no client
 * near it; the back office reads it through the admin function).
 */
export function firestoreInbox(db: Firestore): InboxStore {
  const inbox = db.collection(INBOX_COLLECTION)
  return {
    add: async (request) => (await inbox.add(request)).id,
    setMail: async (id, mail) => {
      await inbox.doc(id).update({ mail })
    },
    unlinkAccount: async (uid) => {
      const snapshot = await inbox.where('visitorUid', '==', uid).get()
      for (const doc of snapshot.docs) {
        const request = inboxRequestSchema.safeParse(doc.data())
        // The two fields alone (no dotted paths locally): a request not of this shape loses both.
        const { visitorUid, visitor } = request.success
          ? unlinked(request.data)
          : { visitorUid: null, visitor: { ...doc.get('visitor'), account: null } }
        await doc.ref.update({ visitorUid, visitor })
      }
      return snapshot.size
    },
    deleteBefore: async (at) => {
      let deleted = 0
      for (;;) {
        const page = await inbox.where('at', '<', at).limit(DELETE_PAGE).get()
        for (const doc of page.docs) {
          // What staff added under it first: a request never outlives its notes' parent.
          const notes = await doc.ref.collection(NOTES).get()
          for (const note of notes.docs) await note.ref.delete()
          await doc.ref.delete()
        }
        deleted += page.size
        if (page.size < DELETE_PAGE) return deleted
      }
    },
  }
}
