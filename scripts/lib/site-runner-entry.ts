// What scripts/site-runner.mjs bundles: the names the site gives a catalogue's files and an
// uploaded photo's, and the bucket's folders (deployed), from the site's own code.
export { catalogueFileNames } from '../../build/catalogue-source'
export { photoFileName, photoWidths, SHA256_PATTERN } from '../../src/features/photos/photo-schema'
export { bucketFolders, uploadedPhotos } from '../../src/config/paths'
