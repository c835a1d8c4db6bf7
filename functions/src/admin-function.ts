import { applicationDefault, getApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { defineString } from 'firebase-functions/params'
import { photoFetcher } from './import/fetch-photo'
import { firestoreImports } from './import/import-store'
import { firestorePhotoSources } from './import/photo-sources'
import type { AdminDeps, DecodedToken } from './admin/admin-deps'
import { adminRoutes } from './admin/admin-routes'
import { handleAdmin } from './admin/admin-router'
import { firebaseAccounts } from './admin/firebase-accounts'
import { firestoreAuditLog, firestoreStaffStore } from './admin/firestore-admin-store'
import { firestoreListingStore } from './admin/firestore-listing-store'
import { bucketNamed } from './chosen-storage'
import { endpoint } from './endpoint'
import { firestoreInbox } from './inbox/firestore-inbox'
import { firestoreFigures } from './figures/figures-store'
import { mailer, mailFrom, smtpPassword } from './mail-transport'
import { firestoreSettings } from './settings/settings-store'
import { withPhotoPass } from './photos/photo-pass'
import { firestorePhotoRecords } from './photos/photo-records'
import { photoStorageFor } from './photos/photo-storage'
import { cloudBuilder, type Builder } from './publish/cloud-build'
import { versionFiles, versionFilesBucket } from './publish/version-files'
import { firestoreVersionStore } from './publish/version-store'

// Where uploaded photos' files go (decision 050): in the emulator, the folder
// scripts/lib/emulators.mjs names in functions/.env.local; deployed, this bucket (empty: the
// project's default one), private.
const photosDir = defineString('PHOTOS_DIR', {
  default: '',
  description: 'The Functions emulator’s folder of uploaded photos (ignored when deployed)',
})
const photosBucket = defineString('PHOTOS_BUCKET', {
  default: '',
  description: 'The private Cloud Storage bucket of uploaded photos (empty: the default bucket)',
})

// The source snapshot the deployed site is built from (decision 053): `npm run deploy` uploads it
// and writes its address here. Empty: Publish is refused (nothing would build it).
const siteSource = defineString('SITE_SOURCE', {
  default: '',
  description: 'gs:// address of the source snapshot Cloud Build builds published versions from',
})

/** Locally the site runner watches the queue; deployed, Cloud Build builds from the snapshot. */
function siteBuilder(): Builder | null {
  if (process.env.FUNCTIONS_EMULATOR === 'true') return { start: async () => undefined }
  if (!siteSource.value()) return null
  return cloudBuilder({
    project: getApp().options.projectId ?? process.env.GCLOUD_PROJECT ?? '',
    source: siteSource.value(),
    buckets: async () => ({
      siteFiles: (await bucketNamed(versionFilesBucket())).name,
      photos: (await bucketNamed(photosBucket.value())).name,
    }),
    token: async () => {
      const credential = getApp().options.credential ?? applicationDefault()
      return (await credential.getAccessToken()).access_token
    },
  })
}

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
    photos: {
      storage: photoStorageFor({
        emulator: process.env.FUNCTIONS_EMULATOR === 'true',
        dir: () => photosDir.value(),
        bucket: () => bucketNamed(photosBucket.value()),
      }),
      records: firestorePhotoRecords(getFirestore()),
    },
    publishing: {
      versions: firestoreVersionStore(getFirestore()),
      siteFiles: versionFiles,
      builder: siteBuilder(),
    },
    inbox: firestoreInbox(getFirestore()),
    settings: firestoreSettings(getFirestore()),
    expiredRequests: firestoreInbox(getFirestore()),
    imports: firestoreImports(getFirestore()),
    importPhotos: {
      sources: firestorePhotoSources(getFirestore()),
      // Private addresses only in the emulator: the test feeds' photos are on the Hosting emulator.
      fetch: photoFetcher({ allowPrivate: process.env.FUNCTIONS_EMULATOR === 'true' }),
    },
    figures: firestoreFigures(getFirestore()),
    mail: {
      from: mailFrom.value(),
      send: async (message) => {
        await mailer().sendMail(message)
      },
    },
    now: () => Date.now(),
    log: (message, detail) => logger.error(message, detail),
  })

/**
 * The back office's API (issue 44, decision 048); Hosting rewrites /api/admin/** here. One
 * function, its endpoints a table (admin/admin-routes.ts), every call checked by
 * admin/admin-router.ts.
 */
export const admin = endpoint(
  // A photo upload (decision 050) takes up to 300 MB and several seconds while it is made: the
  // memory for one at a time beside the other calls, and as long as Hosting waits for an answer.
  // The SMTP password: the inbox's replies are mailed from here.
  { maxInstances: 5, concurrency: 40, memory: '1GiB', timeoutSeconds: 60, secrets: [smtpPassword] },
  // Staff data is never kept by a browser or a cache on the way (the endpoint's no-store), but
  // for a stored photo's file, kept by the member's browser only.
  (request) =>
    handleAdmin(
      withPhotoPass({
        method: request.method,
        path: request.path,
        query: request.query as Record<string, unknown>,
        headers: request.headers,
        rawBody: request.rawBody,
      }),
      adminDeps(),
      adminRoutes,
    ),
)
