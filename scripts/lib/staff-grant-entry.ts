// What scripts/staff-grant.mjs bundles: the very grant the admin function makes, with Firebase's
// Auth and Firestore passed in (the script's own Admin SDK).
export { setStaffRole } from '../../functions/src/admin/staff-changes'
export { firebaseAccounts } from '../../functions/src/admin/firebase-accounts'
export {
  firestoreAuditLog,
  firestoreStaffStore,
} from '../../functions/src/admin/firestore-admin-store'
export { isStaffRole, staffRoles } from '../../src/features/staff/roles'
