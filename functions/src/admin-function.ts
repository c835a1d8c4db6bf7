import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import type { AdminDeps, DecodedToken } from './admin/admin-deps'
import { adminRoutes } from './admin/admin-routes'
import { handleAdmin } from './admin/admin-router'
import { firebaseAccounts } from './admin/firebase-accounts'
import { firestoreAuditLog, firestoreStaffStore } from './admin/firestore-admin-store'
import { firestoreListingStore } from './admin/firestore-listing-store'
import { endpoint } from './endpoint'

// Made on the first call: index.ts initialises the Admin SDK after the modules it imports load.
let deps: AdminDeps | undefined
const adminDeps = (): AdminDeps =>
  (deps ??= {
    // true: a token of a member whose role changed or was removed (their sessions revoked) is
    // refused on their next call, not only once it expires.
    verifyToken: (token) => getAuth().verifyIdToken(token, true) as Promise<DecodedToken>,
    accounts: firebaseAccounts(getAuth()),
    staff: firestoreStaffStore(getFirestore()),
    audit: firestoreAuditLog(getFirestore()),
    listings: firestoreListingStore(getFirestore()),
    now: () => Date.now(),
    log: (message, detail) => logger.error(message, detail),
  })

/**
 * The back office's API (issue 44, decision 048); Hosting rewrites /api/admin/** here. One
 * function, its endpoints a table (admin/admin-routes.ts), every call checked by
 * admin/admin-router.ts.
 */
export const admin = endpoint(
  { maxInstances: 5, concurrency: 40 },
  // Staff data is never kept by a browser or a cache on the way (the endpoint's no-store).
  (request) =>
    handleAdmin(
      {
        method: request.method,
        path: request.path,
        query: request.query as Record<string, unknown>,
        headers: request.headers,
        rawBody: request.rawBody,
      },
      adminDeps(),
      adminRoutes,
    ),
)
