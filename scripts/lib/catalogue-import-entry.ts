// What scripts/catalogue-import.mjs bundles: the very import the listings' rules make, with
// Firestore passed in (the script's own Admin SDK).
export { importCatalogue } from '../../functions/src/admin/listing-changes'
export { firestoreListingStore } from '../../functions/src/admin/firestore-listing-store'
export { firestoreAuditLog } from '../../functions/src/admin/firestore-admin-store'
export { translatedLanguages } from '../../src/config/languages'
