import type { Firestore } from 'firebase-admin/firestore'
import {
  inboxNoteSchema,
  inboxReplySchema,
  type InboxNote,
  type InboxReply,
} from '@/features/inbox/inbox-api'
import {
  INBOX_COLLECTION,
  inboxRequestSchema,
  type InboxRequest,
} from '@/features/inbox/request-schema'
import { unlinked, type InboxStore } from './inbox-store'

/** Requests deleted a page at a time: a retention run of years of requests stays in memory. */
const DELETE_PAGE = 200

/**
 * The inbox in Firestore: `inbox/{auto id}`, one document a request, and its notes in
 * `inbox/{id}/notes/{auto id}` (firestore.rules let no client near it; the back office reads it
 * through the admin function). Notes are documents of their own, not an array field: two members
 * writing a note at once each add a document, where an array rewritten without transactions (the
 * local Firestore has none) could lose one. Only what the local Firestore runs: single-document
 * writes, one-collection queries with an equality filter, or an order and a limit.
 */
/** Staff's notes on a request: `inbox/{id}/notes/{id}`. */
export const NOTES_COLLECTION = 'notes'
const NOTES = NOTES_COLLECTION
/**
 * The replies mailed from the inbox: `inbox/{id}/replies/{id}`, documents of their own for the
 * notes' reason, and apart from them: a reply is what the visitor received, with its Message-ID.
 */
export const REPLIES_COLLECTION = 'replies'

function requestOf(data: unknown): InboxRequest | null {
  const parsed = inboxRequestSchema.safeParse(data)
  return parsed.success ? parsed.data : null
}

export function firestoreInbox(db: Firestore): InboxStore {
  const inbox = db.collection(INBOX_COLLECTION)
  const notesOf = (id: string) => inbox.doc(id).collection(NOTES_COLLECTION)
  const repliesOf = (id: string) => inbox.doc(id).collection(REPLIES_COLLECTION)
  return {
    add: async (request) => (await inbox.add(request)).id,
    setMail: async (id, mail) => {
      await inbox.doc(id).update({ mail })
    },
    list: async ({ estateIds, limit }) => {
      // An agent's: one equality query an estate (no `in`, no index of estate and time needed),
      // put together and ordered here. Everyone's: the newest, by the time alone.
      const snapshots = estateIds
        ? await Promise.all(estateIds.map((id) => inbox.where('estateId', '==', id).get()))
        : [await inbox.orderBy('at', 'desc').limit(limit).get()]
      return snapshots
        .flatMap((snapshot) => snapshot.docs)
        .flatMap((doc) => {
          const request = requestOf(doc.data())
          return request ? [{ id: doc.id, request }] : []
        })
        .sort((a, b) => b.request.at - a.request.at)
        .slice(0, limit)
    },
    get: async (id) => {
      const doc = await inbox.doc(id).get()
      return doc.exists ? requestOf(doc.data()) : null
    },
    update: async (id, fields) => {
      await inbox.doc(id).update(fields)
    },
    addNote: async (id, note) => (await notesOf(id).add(note)).id,
    notes: async (id) => {
      const snapshot = await notesOf(id).orderBy('at', 'asc').get()
      return snapshot.docs.flatMap((doc): InboxNote[] => {
        const parsed = inboxNoteSchema.safeParse({ ...doc.data(), id: doc.id })
        return parsed.success ? [parsed.data] : []
      })
    },
    addReply: async (id, reply) => (await repliesOf(id).add(reply)).id,
    replies: async (id) => {
      const snapshot = await repliesOf(id).orderBy('at', 'asc').get()
      return snapshot.docs.flatMap((doc): InboxReply[] => {
        const parsed = inboxReplySchema.safeParse({ ...doc.data(), id: doc.id })
        return parsed.success ? [parsed.data] : []
      })
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
          for (const sub of [NOTES, REPLIES_COLLECTION]) {
            const added = await doc.ref.collection(sub).get()
            for (const each of added.docs) await each.ref.delete()
          }
          await doc.ref.delete()
        }
        deleted += page.size
        if (page.size < DELETE_PAGE) return deleted
      }
    },
  }
}
