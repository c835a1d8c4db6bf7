import { Timestamp, type Firestore } from 'firebase-admin/firestore'
import type { Ticket, TicketStore } from './rate-limiter'

/** gRPC's ALREADY_EXISTS, what Firestore answers a create() of a document that exists. */
const ALREADY_EXISTS = 6

/**
 * The rate limiter's tickets in Firestore: `{collection}/{visitor uid}/tickets/{n}`, written only by
 * the function through the Admin SDK (firestore.rules lets no client read or write them). A ticket
 * carries `expiresAt`, which the TTL policy in firestore.indexes.json uses to delete it a day after
 * it stops counting; all queries are on single fields, so Firestore's automatic indexes serve them.
 */
export function firestoreTicketStore(
  db: Firestore,
  { collection = 'enquiryLimits', keepMs }: { collection?: string; keepMs: number },
): TicketStore {
  const tickets = (key: string) => db.collection(collection).doc(key).collection('tickets')
  const id = (n: number) => String(n).padStart(10, '0')
  return {
    async latest(key) {
      const snapshot = await tickets(key).orderBy('n', 'desc').limit(1).get()
      const n: unknown = snapshot.docs[0]?.get('n')
      return typeof n === 'number' ? n : 0
    },
    async takenSince(key, after) {
      const snapshot = await tickets(key).where('takenAt', '>', after).get()
      return snapshot.docs.map((doc): Ticket => ({
        n: Number(doc.get('n')),
        takenAt: Number(doc.get('takenAt')),
        released: doc.get('released') === true,
      }))
    },
    async create(key, { n, takenAt }) {
      try {
        await tickets(key)
          .doc(id(n))
          .create({
            n,
            takenAt,
            released: false,
            expiresAt: Timestamp.fromMillis(takenAt + keepMs),
          })
        return true
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false
        throw error
      }
    },
    async release(key, n) {
      await tickets(key).doc(id(n)).update({ released: true })
    },
  }
}
