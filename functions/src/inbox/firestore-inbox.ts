import type { Firestore } from 'firebase-admin/firestore'
import { INBOX_COLLECTION, inboxRequestSchema } from '@/features/inbox/request-schema'
import { unlinked, type InboxStore } from './inbox-store'

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
  }
}
