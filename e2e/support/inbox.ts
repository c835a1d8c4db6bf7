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

/** The requests kept from one visitor's account (its address). */
export const keptRequestsOf = async (account: string) =>
  (await keptRequests()).filter((request) => request.visitor.account === account)
