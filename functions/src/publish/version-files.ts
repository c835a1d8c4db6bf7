import { defineString } from 'firebase-functions/params'
import { bucketNamed } from '../chosen-storage'
import { siteFilesFor } from './site-files'

// Where each catalogue version's files go (decision 053), as the photos: the emulator's folder
// (SITE_FILES_DIR in functions/.env.local), or this private bucket, under `site-files/`. The
// admin function writes them; the others read the live version's (live-catalogue.ts).
const siteFilesDir = defineString('SITE_FILES_DIR', {
  default: '',
  description:
    'The Functions emulator’s folder of published catalogues’ files (ignored when deployed)',
})
const siteFilesBucket = defineString('SITE_FILES_BUCKET', {
  default: '',
  description:
    'The private Cloud Storage bucket of published catalogues’ files (empty: the default bucket)',
})

/** The versions' files, in the storage chosen on first use. */
export const versionFiles = siteFilesFor({
  emulator: process.env.FUNCTIONS_EMULATOR === 'true',
  dir: () => siteFilesDir.value(),
  bucket: () => bucketNamed(siteFilesBucket.value()),
})

/** The versions' bucket's name as set (empty: the project's default bucket). */
export const versionFilesBucket = () => siteFilesBucket.value()
