// `node scripts/site-runner.mjs`: the local site runner (issue 45, decision 053). It turns a
// published catalogue version into the live local site: it watches the local Firestore's `builds`
// (queued by Publish and Restore in the back office), builds the version's site into
// dist-builds/{hash}/ (a version already built there is reused, so a rollback is instant and
// byte-identical), and swaps it in as the folder the Hosting emulator serves (`dist`, a link
// renamed over in one step); then writes `site/live` and the build's state. The rules:
// scripts/lib/site-runner-rules.mjs; the folders: scripts/lib/site-folders.mjs.
//
// `npm start` and the browser tests start it beside the emulators (startSiteRunner); alone, it
// needs them running. With --once, the deployed site's build in Cloud Build (site-runner-once.mjs).
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { adminApp } from './lib/admin-app.mjs'
import { bundleForNode } from './lib/bundle-for-node.mjs'
import {
  firebaseConfig,
  firestoreServer,
  runningPhotosDir,
  runningSiteFilesDir,
  testCatalogueFolder,
} from './lib/emulator-config.mjs'
import { firestoreBuildStore } from './lib/firestore-builds.mjs'
import { portAnswers } from './lib/port-answers.mjs'
import { alertsRun } from './publish-catalogue.mjs'
import { buildVersionSite } from './lib/site-build.mjs'
import {
  adoptServed,
  buildOnce,
  pruneBuilds,
  servedBuild,
  swapServed,
} from './lib/site-folders.mjs'
import { BuildFailure, createSiteRunner } from './lib/site-runner-rules.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const script = fileURLToPath(import.meta.url)

/** Where the runner keeps each version's built site, by hash. */
export const buildsDir = join(root, 'dist-builds')
/** The folder the Hosting emulator serves (firebase.json): the runner's link to a stored build. */
export const servedDir = join(root, firebaseConfig.hosting.public)
/** What local tools put in the served site beside a build, kept across swaps (the alert tests'). */
const extras = [testCatalogueFolder.replace(/^\/|\/$/g, '')]

/** The file a browser test writes to have the next build fail (takeFault). */
export const FAULT_FILE = 'break-next-build'

/** How often the runner looks at the queue. */
export const POLL_MS = 500

/**
 * The folder of catalogue versions' files: SITE_FILES_DIR set for this process (measure-publish),
 * else the one the emulators now running use.
 */
function siteFilesDir() {
  if (process.env.SITE_FILES_DIR) return process.env.SITE_FILES_DIR
  try {
    return runningSiteFilesDir()
  } catch {
    throw new BuildFailure(
      "The local site runner cannot find the versions' files: functions/.env.local names no SITE_FILES_DIR. Restart npm start.",
    )
  }
}

/**
 * Whether the browser tests asked for the next build to fail (e2e/support/publishing.ts): a file
 * in the folder SITE_RUNNER_FAULTS names, which only scripts/e2e.mjs sets. Taken once.
 */
function takeFault() {
  const dir = process.env.SITE_RUNNER_FAULTS
  const file = dir && join(dir, FAULT_FILE)
  if (!file || !existsSync(file)) return false
  rmSync(file, { force: true })
  return true
}

/**
 * Runs until `signal` aborts; rejects when the runner cannot go on (the local Firestore gone).
 * @param {{ signal: AbortSignal, log?: (line: string) => void, intervalMs?: number }} options
 */
export async function runSiteRunner({ signal, log = console.log, intervalMs = POLL_MS }) {
  const admin = await adminApp({ name: 'site-runner' })
  if ('unavailable' in admin) throw new Error(admin.unavailable)
  const { app, sdk } = admin
  const names = await bundleForNode('scripts/lib/site-runner-entry.ts')
  /** @type {import('node:child_process').ChildProcess | null} */
  let building = null
  const stopBuild = () => building?.kill('SIGTERM')
  signal.addEventListener('abort', stopBuild)
  const runner = createSiteRunner({
    store: firestoreBuildStore(sdk.getFirestore(app)),
    prepare: ({ hash, photos }) =>
      buildOnce({
        buildsDir,
        hash,
        extras,
        build: (outDir) =>
          buildVersionSite({
            names,
            hash,
            photos,
            outDir,
            siteFilesDir: siteFilesDir(),
            photosDir: runningPhotosDir(),
            onChild: (child) => (building = child),
            broken: takeFault(),
          }),
      }),
    // The catalogue versions served until now stay served beside the new one (decision 054).
    swap: (folder) =>
      swapServed({
        served: servedDir,
        folder,
        buildsDir,
        extras,
        catalogueId: names.catalogueIdIn(folder),
      }),
    served: () => servedBuild(servedDir),
    stopped: () => signal.aborted,
    // The alerts of each version gone live (decision 055): the local function, the local key.
    announce: () => alertsRun(),
    afterSwap: () => {
      const removed = pruneBuilds({ buildsDir, served: servedDir })
      if (removed.length) log(`removed ${removed.length} older build(s)`)
    },
    log: (line) => log(`site runner: ${line}`),
  })
  try {
    adoptServed({ served: servedDir, buildsDir, extras })
    await runner.recover()
    log('site runner: watching the builds queue')
    while (!signal.aborted) {
      try {
        await runner.tick()
      } catch (error) {
        if (signal.aborted) break
        throw error
      }
      await sleep(intervalMs, undefined, { signal }).catch(() => {})
    }
  } finally {
    signal.removeEventListener('abort', stopBuild)
    await admin.close()
  }
}

/**
 * Starts the runner in a process of its own, beside the emulators (`npm start`, the browser
 * tests): `onCrash` hears when it stops by itself, with the last of what it said.
 * @param {{ logFile?: string, onCrash: (message: string) => void }} options
 *   logFile: where its lines go (else the terminal)
 */
export function startSiteRunner({ logFile, onCrash }) {
  const child = spawn(process.execPath, [script], {
    stdio: ['ignore', logFile ? 'pipe' : 'inherit', 'pipe'],
  })
  const file = logFile ? createWriteStream(logFile) : null
  child.stdout?.on('data', (chunk) => file?.write(chunk))
  let said = ''
  child.stderr?.on('data', (chunk) => {
    said = (said + chunk).slice(-2_000)
    file?.write(chunk)
    if (!file) process.stderr.write(chunk)
  })
  let stopping = false
  child.once('exit', (code, signal) => {
    file?.end()
    // Code 0: it was told to stop (a terminal's Ctrl+C reaches it too).
    if (stopping || code === 0) return
    onCrash(
      `The local site runner stopped (${signal ?? `code ${code}`}): Publish and Restore will not reach the local site.\n${said.trim()}`,
    )
  })
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        stopping = true
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined)
        child.once('exit', () => resolve(undefined))
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
      }),
  }
}

if (process.argv[1] === script && process.argv.includes('--once')) {
  // Deployed, in Cloud Build (decision 053): the project's newest queued version, once.
  const { values } = parseArgs({
    options: {
      once: { type: 'boolean' },
      project: { type: 'string' },
      'site-files-bucket': { type: 'string' },
      'photos-bucket': { type: 'string' },
    },
  })
  const { project, 'site-files-bucket': siteFiles, 'photos-bucket': photos } = values
  if (!project || !siteFiles || !photos) {
    console.error('--once needs --project, --site-files-bucket and --photos-bucket.')
    process.exit(2)
  }
  const { runOnce } = await import('./lib/site-runner-once.mjs')
  const done = await runOnce({ project, buckets: { siteFiles, photos } })
  console.log(done ? `version ${done.n}: ${done.state}` : 'nothing queued')
  process.exit(0)
} else if (process.argv[1] === script) {
  if (!(await portAnswers(firestoreServer))) {
    console.error(
      'The local Firestore is not running: start the site (npm start) in another terminal.',
    )
    process.exit(1)
  }
  const stop = new AbortController()
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop.abort())
  try {
    await runSiteRunner({ signal: stop.signal })
    process.exit(0)
  } catch (error) {
    console.error(
      `The local site runner stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    process.exit(1)
  }
}
