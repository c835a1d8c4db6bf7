// What scripts/measure-import.mjs bundles: the import's own rules and stores, with Firestore
// passed in (the script's own Admin SDK on a private local Firestore).
export { previewImport, confirmImport } from '../../functions/src/import/import-changes'
export { firestoreImports } from '../../functions/src/import/import-store'
export { exportJson } from '../../functions/src/import/site-format'
export { firestoreListingStore } from '../../functions/src/admin/firestore-listing-store'
export { firestoreAuditLog } from '../../functions/src/admin/firestore-admin-store'
