import {
  Timestamp,
  type CollectionReference,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore'
import type { WriteTurns } from './write-turns'

/** gRPC's ALREADY_EXISTS, what Firestore answers a create() of a document that exists. */
const ALREADY_EXISTS = 6
/**
 * A turn another has followed is removed by the TTL policy (firestore.indexes.json) this long
 * after: far longer than any request holds its read. The latest turn never expires, so the
 * highest number never goes back while the account lives.
 */
const KEEP_SUPERSEDED_MS = 7 * 24 * 60 * 60 * 1000

/**
 * An account's write turns in Firestore (write-turns.ts): `{turns(uid)}/{n}` = `{ n, at }`, created
 * in one batch with the records the turn writes. The create comes first in the batch: Firestore
 * commits a batch whole or not at all, and the local Firestore applies its writes in order and stops
 * at the first refused one, so there too a taken turn writes nothing.
 */
export function firestoreWriteTurns<R, W>(
  db: Firestore,
  {
    turns,
    read,
    write,
  }: {
    turns: (uid: string) => CollectionReference
    read: (uid: string) => Promise<R[]>
    /** Adds the records' writes to the turn's batch. */
    write: (batch: WriteBatch, uid: string, writes: readonly W[]) => void
  },
): WriteTurns<R, W> {
  const id = (n: number) => String(n).padStart(10, '0')
  return {
    async latest(uid) {
      const snapshot = await turns(uid).orderBy('n', 'desc').limit(1).get()
      const n: unknown = snapshot.docs[0]?.get('n')
      return typeof n === 'number' ? n : 0
    },
    read,
    async take(uid, n, writes) {
      const at = Date.now()
      const batch = db.batch()
      batch.create(turns(uid).doc(id(n)), { n, at })
      if (n > 1)
        batch.set(
          turns(uid).doc(id(n - 1)),
          { expiresAt: Timestamp.fromMillis(at + KEEP_SUPERSEDED_MS) },
          { merge: true },
        )
      write(batch, uid, writes)
      try {
        await batch.commit()
        return true
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false
        throw error
      }
    },
  }
}
