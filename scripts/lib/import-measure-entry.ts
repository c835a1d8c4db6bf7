// What scripts/measure-import.mjs bundles: the import's own rules and stores, with Firestore
// passed in (the script's own Admin SDK on a private local Firestore).
export {
  previewImport,
  confirmImport,
  fetchPhotosOf,
} from '../../functions/src/import/import-changes'
export { photoFetcher } from '../../functions/src/import/fetch-photo'
export { firestorePhotoSources } from '../../functions/src/import/photo-sources'
export { firestorePhotoRecords } from '../../functions/src/photos/photo-records'
export { folderStorage } from '../../functions/src/photos/photo-storage'
export { firestoreImports } from '../../functions/src/import/import-store'
export { exportJson } from '../../functions/src/import/site-format'
export { firestoreListingStore } from '../../functions/src/admin/firestore-listing-store'
export { firestoreAuditLog } from '../../functions/src/admin/firestore-admin-store'
