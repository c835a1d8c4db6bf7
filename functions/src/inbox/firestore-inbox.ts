import type { Firestore } from 'firebase-admin/firestore'
import { INBOX_COLLECTION } from '@/features/inbox/request-schema'
import type { InboxStore } from './inbox-store'

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
  }
}
