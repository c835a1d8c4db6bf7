import type { Firestore } from 'firebase-admin/firestore'
import * as z from 'zod/mini'
import { listingContentSchema } from '@/features/listings/listing-schema'
import { listingMoveNames, listingStateNames } from '@/features/listings/listing-states'
import { actorSchema } from '@/features/staff/staff-schema'
import type { ListingRevision, ListingStore } from './admin-deps'

/**
 * The listings in Firestore, through the Admin SDK only (firestore.rules deny every client):
 * `listings/{id}` the head, `listings/{id}/revisions/{n}` each revision, its number zero-padded so
 * that the ids sort as the numbers do. Only what the local Firestore runs too: `create` (atomic
 * create-unless-exists) for a revision, single-document writes, one-collection queries with an
 * equality filter or an order and a limit. The head carries the owner's uid as a field of its own
 * (`ownerUid`): no dotted field paths.
 */

export const listingCollections = { listings: 'listings', revisions: 'revisions' } as const

const revisionSchema = z.extend(listingContentSchema, {
  n: z.int().check(z.positive()),
  state: z.enum(listingStateNames),
  owner: actorSchema,
  by: actorSchema,
  at: z.number(),
  action: z.enum(['create', 'save', 'delete', 'import', 'restore', ...listingMoveNames]),
})

/** A stored revision, or null for a document this code did not write. */
function revisionOf(data: unknown): ListingRevision | null {
  const parsed = revisionSchema.safeParse(data)
  return parsed.success ? parsed.data : null
}

/** The revision's document id: `00000012`. */
export const revisionId = (n: number) => String(n).padStart(8, '0')

/** Firestore's ALREADY_EXISTS, as the Admin SDK reports it (gRPC status 6). */
const alreadyExists = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return code === 6 || code === 'already-exists'
}

export function firestoreListingStore(db: Firestore): ListingStore {
  const listings = db.collection(listingCollections.listings)
  const revisions = (id: string) => listings.doc(id).collection(listingCollections.revisions)
  return {
    addRevision: async (id, revision) => {
      try {
        await revisions(id).doc(revisionId(revision.n)).create(revision)
        return true
      } catch (error) {
        if (alreadyExists(error)) return false
        throw error
      }
    },
    revision: async (id, n) => {
      const doc = await revisions(id).doc(revisionId(n)).get()
      return doc.exists ? revisionOf(doc.data()) : null
    },
    newest: async (id) => {
      const snapshot = await revisions(id).orderBy('n', 'desc').limit(1).get()
      const doc = snapshot.docs[0]
      return doc ? revisionOf(doc.data()) : null
    },
    head: async (id) => {
      const doc = await listings.doc(id).get()
      return doc.exists ? revisionOf(doc.data()) : null
    },
    putHead: async (id, revision) => {
      await listings.doc(id).set({ ...revision, ownerUid: revision.owner.uid })
    },
    removeHead: async (id) => {
      await listings.doc(id).delete()
    },
    heads: async ({ ownerUid }) => {
      const query = ownerUid === undefined ? listings : listings.where('ownerUid', '==', ownerUid)
      const snapshot = await query.get()
      return snapshot.docs.flatMap((doc) => {
        const revision = revisionOf(doc.data())
        return revision ? [{ id: doc.id, revision }] : []
      })
    },
  }
}
