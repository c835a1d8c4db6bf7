// What scripts/site-runner.mjs bundles: the names the site gives a catalogue's files and an
// uploaded photo's, a built site's catalogue id and the bucket's folders (deployed), from the
// site's own code.
export { catalogueFileNames, catalogueIdIn } from '../../build/catalogue-source'
export { photoFileName, photoWidths, SHA256_PATTERN } from '../../src/features/photos/photo-schema'
export { bucketFolders, uploadedPhotos } from '../../src/config/paths'
export { CATALOGUE_ID_LENGTH } from '../../src/config/catalogue-version'
