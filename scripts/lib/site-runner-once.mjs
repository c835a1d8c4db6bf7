// The deployed site's build (issue 45, decision 053): what Cloud Build runs for a publish,
// `node scripts/site-runner.mjs --once --project ID --site-files-bucket B --photos-bucket B`.
// The local runner's rules once (site-runner-rules.mjs: the newest queued version, a swap only
// above the live one), against the project's Firestore, with the version's files and photos read
// from the admin function's private bucket, the site built the one way, and the swap a Hosting
// deploy of that build; then `site/live`, the build's state and the alerts, as locally.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { alertsRun, publishFunctionUrl } from '../publish-catalogue.mjs'
import { adminApp } from './admin-app.mjs'
import { bundleForNode } from './bundle-for-node.mjs'
import { firestoreBuildStore } from './firestore-builds.mjs'
import { firebaseDeploy, writeDeployHostingConfig } from './hosting-config.mjs'
import { buildVersionSite } from './site-build.mjs'
import { buildOnce, CATALOGUES, cataloguesToCarry } from './site-folders.mjs'
import { createSiteRunner } from './site-runner-rules.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The Hosting deploy of one built folder: firebase.json's production headers (the CSP for these
 * settings, as `npm run deploy` writes them) with `public` pointing at the folder.
 * @param {{ project: string, folder: string }} options
 */
export function deployHosting({ project, folder }) {
  const config = writeDeployHostingConfig({
    file: join(root, 'firebase.publish.json'),
    publicDir: folder,
  })
  try {
    firebaseDeploy({ config, only: 'hosting', args: ['--project', project] })
  } finally {
    rmSync(config, { force: true })
  }
}

/**
 * One build of the project's newest queued version, if any.
 * @param {{ project: string, buckets: { siteFiles: string, photos: string },
 *   log?: (line: string) => void }} options
 */
export async function runOnce({ project, buckets, log = console.log }) {
  const admin = await adminApp({ name: 'site-runner-once', project })
  if ('unavailable' in admin) throw new Error(admin.unavailable)
  const { app, sdk } = admin
  const require = createRequire(new URL('../../functions/package.json', import.meta.url))
  const { getStorage } = require('firebase-admin/storage')
  const storage = getStorage(app)
  const names = await bundleForNode('scripts/lib/site-runner-entry.ts')
  const work = mkdtempSync(join(tmpdir(), 'luxury-living-publish-'))
  const siteFilesDir = join(work, 'site-files')
  const photosDir = join(work, 'photos')
  /** A file of the bucket into the work folder; one missing is left for the build to name. */
  const download = async (/** @type {string} */ bucket, /** @type {string} */ object, file) => {
    mkdirSync(dirname(file), { recursive: true })
    await storage
      .bucket(bucket)
      .file(object)
      .download({ destination: file })
      .catch((/** @type {{ code?: number }} */ error) => {
        if (error.code !== 404) throw error
      })
  }
  const db = sdk.getFirestore(app)
  /** The files of the versions live before, beside the new build's own (cataloguesToCarry). */
  const carryCatalogues = async (/** @type {string} */ folder) => {
    const live = await db.collection('builds').where('state', '==', 'live').get()
    const wentLive = live.docs.map((/** @type {any} */ doc) => ({
      n: Number(doc.get('n')),
      hash: String(doc.get('hash')),
    }))
    const own = names.catalogueIdIn(folder)
    for (const { id, hash } of cataloguesToCarry(wentLive, own, names.CATALOGUE_ID_LENGTH))
      for (const name of names.catalogueFileNames)
        await download(
          buckets.siteFiles,
          `${names.bucketFolders.siteFiles}${hash}/${name}`,
          join(folder, CATALOGUES, id, name),
        )
  }
  const runner = createSiteRunner({
    store: firestoreBuildStore(db),
    prepare: async ({ hash, photos }) => {
      for (const name of names.catalogueFileNames)
        await download(
          buckets.siteFiles,
          `${names.bucketFolders.siteFiles}${hash}/${name}`,
          join(siteFilesDir, hash, name),
        )
      for (const photo of photos)
        for (const width of names.photoWidths) {
          const file = names.photoFileName(photo, width)
          await download(
            buckets.photos,
            `${names.bucketFolders.photos}${file}`,
            join(photosDir, file),
          )
        }
      return buildOnce({
        buildsDir: join(work, 'builds'),
        hash,
        build: (outDir) =>
          buildVersionSite({ names, hash, photos, outDir, siteFilesDir, photosDir }),
      })
    },
    swap: async (folder) => {
      await carryCatalogues(folder)
      deployHosting({ project, folder })
    },
    announce: () =>
      alertsRun({ functionUrl: publishFunctionUrl(project), key: process.env.ALERTS_PUBLISH_KEY }),
    log,
  })
  try {
    return await runner.tick()
  } finally {
    await admin.close()
    rmSync(work, { recursive: true, force: true })
  }
}
