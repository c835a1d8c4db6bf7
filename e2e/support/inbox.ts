import { adminApp } from '../../scripts/lib/admin-app.mjs'
import { INBOX_COLLECTION, inboxRequestSchema } from '../../src/features/inbox/request-schema'

/**
 * The requests the local inbox keeps (issue 46), read as the admin function reads them: through
 * the Admin SDK, from the local Firestore.
 */
export async function keptRequests() {
  const admin = await adminApp({ name: 'e2e-inbox' })
  if ('unavailable' in admin) throw new Error(admin.unavailable)
  try {
    const snapshot = await admin.sdk.getFirestore(admin.app).collection(INBOX_COLLECTION).get()
    return snapshot.docs.map((doc) => inboxRequestSchema.parse(doc.data()))
  } finally {
    await admin.close()
  }
}

/**
 * Makes an imported listing an agent's, as if they had created it: its head's owner (what the
 * inbox and the listings decide an agent's estates by). The back office has no way to hand a
 * listing over yet; the head is written through the Admin SDK, as the admin function writes it.
 */
export async function giveListingTo(id: string, agent: { uid: string; name: string }) {
  const admin = await adminApp({ name: 'e2e-inbox-owner' })
  if ('unavailable' in admin) throw new Error(admin.unavailable)
  try {
    const head = admin.sdk.getFirestore(admin.app).collection('listings').doc(id)
    if (!(await head.get()).exists) throw new Error(`No listing ${id}: import the catalogue first`)
    await head.update({ owner: { uid: agent.uid, name: agent.name }, ownerUid: agent.uid })
  } finally {
    await admin.close()
  }
}
/** The requests kept from one visitor's account (its address). */
export const keptRequestsOf = async (account: string) =>
  (await keptRequests()).filter((request) => request.visitor.account === account)
