// What scripts/site-runner.mjs bundles: the names the site gives a catalogue's files and an
// uploaded photo's, and a built site's catalogue id, from the site's own code.
export { catalogueFileNames, catalogueIdIn } from '../../build/catalogue-source'
export { photoFileName, photoWidths, SHA256_PATTERN } from '../../src/features/photos/photo-schema'
export { uploadedPhotos } from '../../src/config/paths'
