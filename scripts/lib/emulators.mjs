// Starts Firebase's Auth, Functions and Hosting emulators with the production firebase.json, and
// the local inbox the function mails to, the local Firestore and the local stand-in for the ECB
// (whose rates the refresh stores at start: scheduled functions never fire in the emulator), and
// waits until all answer. Shared by `npm start`, the
// browser tests and the benchmark.
import { spawn } from 'node:child_process'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildFunctions } from '../build-functions.mjs'
import {
  authUrl,
  ecbServer,
  emulatorSettings,
  firestoreServer,
  hostingUrl,
  localAlertKeys,
  localEcbUrl,
  localFirestoreFile,
  localPhotosFolder,
  localPublishUrl,
  localSiteFilesFolder,
  mailServer,
  projectId,
} from './emulator-config.mjs'
import { writeLocalHostingConfig } from './hosting-config.mjs'
import { portAnswers } from './port-answers.mjs'

/**
 * A helper server in its own process: the local inbox, the local Firestore, the ECB's stand-in.
 * `detached`: in a process group of its own, so a terminal's Ctrl+C reaches it only through stop().
 */
function startHelperProcess(file, args = [], { detached = false } = {}) {
  const script = fileURLToPath(new URL(file, import.meta.url))
  const child = spawn(process.execPath, [script, ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached,
  })
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
      }),
  }
}

async function waitForPort({ host, port }, child, timeoutMs, name) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The ${name} exited early (code ${child.exitCode}).`)
    if (await portAnswers({ host, port })) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Timed out waiting for the ${name} on port ${port}`)
}

/**
 * A folder of the Functions emulator's files kept beside its data: the uploaded photos (decision
 * 050) and the published catalogues' files (decision 053), each in the data folder when there is
 * one, else a temporary folder removed at stop. Firebase's CLI replaces the data folder whole when
 * it exports on stop: these folders step aside meanwhile (stop()), and one found aside at start (a
 * stop cut short) is taken back.
 * @param {string | undefined} dataDir
 * @param {string} name
 */
function keptFolder(dataDir, name) {
  if (!dataDir) return { dir: mkdtempSync(join(tmpdir(), `luxury-living-${name}-`)), aside: null }
  const dir = resolve(dataDir, name)
  const aside = resolve(`${dataDir}.${name}-aside`)
  if (existsSync(aside) && !existsSync(dir)) {
    mkdirSync(dataDir, { recursive: true })
    renameSync(aside, dir)
  }
  mkdirSync(dir, { recursive: true })
  return { dir, aside }
}

/**
 * The function's settings for the emulator only (.env.local and .secret.local never deploy).
 * @param {{ photosDir: string, siteFilesDir: string }} settings
 */
function writeLocalFunctionSettings({ photosDir, siteFilesDir }) {
  const dir = new URL('../../functions/', import.meta.url)
  const settings = {
    SMTP_HOST: mailServer.host,
    SMTP_PORT: mailServer.port,
    SMTP_SECURE: false,
    SMTP_USER: '',
    MAIL_FROM: 'Luxury Living <enquiries@luxuryliving.example>',
    // The alert mails' links lead to the local site.
    SITE_URL: hostingUrl,
    // Nothing in front of the local functions appends to X-Forwarded-For: no entry is the client's
    // (functions/src/client-address.ts; the emulator trusts none whatever this says).
    CLIENT_ADDRESS_HOP: 0,
    // The exchange rates come from the loopback stand-in for the ECB (decision 045).
    ECB_RATES_URL: localEcbUrl(),
    // The photo storage's folder (functions/src/photos/photo-storage.ts).
    PHOTOS_DIR: photosDir,
    // The published catalogues' files (functions/src/publish/site-files.ts).
    SITE_FILES_DIR: siteFilesDir,
  }
  const lines = Object.entries(settings).map(([key, value]) => `${key}=${value}`)
  writeFileSync(new URL('.env.local', dir), `${lines.join('\n')}\n`)
  const secrets = { SMTP_PASSWORD: 'local-inbox-takes-any', ...localAlertKeys }
  const secretLines = Object.entries(secrets).map(([key, value]) => `${key}=${value}`)
  writeFileSync(new URL('.secret.local', dir), `${secretLines.join('\n')}\n`)
}

async function waitFor(url, child, timeoutMs, expectedStatus) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The emulators exited early (code ${child.exitCode}).`)
    try {
      const response = await fetch(url)
      if (expectedStatus ? response.status === expectedStatus : response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Timed out waiting for ${url}`)
}

/**
 * A request each HTTP function answers at once with its own status, writing nothing: a GET to one
 * that takes only POST (405), or one without a token (401).
 * @type {readonly [url: string, status: number][]}
 */
const functionProbes = [
  [`${hostingUrl}/api/enquiries`, 405],
  [`${hostingUrl}/api/saved-searches`, 401],
  [`${hostingUrl}/api/saved-estates`, 401],
  [`${hostingUrl}/api/admin/me`, 401],
  // The views' counting (functions/src/figures/handle-view.ts) is answered during a page's load.
  [`${hostingUrl}/api/views`, 405],
  // The one-click unsubscribe must not pay a process start in a test that times it.
  [`${hostingUrl}/api/alerts/unsubscribe`, 405],
  [localPublishUrl, 405],
]

/**
 * Starts `count` runtime processes of the function before anything else asks it (the emulator starts
 * one for each request that finds none idle, as Cloud Run starts instances): a burst of requests
 * then lands on processes that have loaded the function, each with its own memory.
 * @param {number} count
 */
export async function warmFunctionProcesses(count) {
  await Promise.allSettled(
    Array.from({ length: count }, () =>
      // The function's own 405, for a GET.
      fetch(`${hostingUrl}/api/enquiries`, { signal: AbortSignal.timeout(90_000) }),
    ),
  )
}

/**
 * @param {{ dataDir?: string, quiet?: boolean, logFile?: string, timeoutMs?: number }} options
 *   dataDir keeps the local accounts and the local Firestore's documents across restarts
 *   (imported at start, exported on exit); without it, both start empty (the browser tests);
 *   quiet keeps the emulators' output off the terminal, and logFile, if given, receives it.
 */
export async function startEmulators({ dataDir, quiet = false, logFile, timeoutMs = 90_000 } = {}) {
  const servers = {
    ...emulatorSettings,
    mail: mailServer,
    firestore: firestoreServer,
    'ECB stand-in': ecbServer,
  }
  for (const [name, { host, port }] of Object.entries(servers)) {
    if (port && (await portAnswers({ host, port }))) {
      throw new Error(
        `Port ${port} (${name} emulator) is already in use: is the site already running? Stop it first.`,
      )
    }
  }
  // A signal while starting (Ctrl+C during a slow start) stops what has started: the detached
  // processes would otherwise outlive this one and hold the ports. The caller's own handlers
  // take over once the start has finished.
  /** @type {() => Promise<unknown>} */
  let stopStarted = async () => {}
  /** @param {NodeJS.Signals} signal */
  const onSignal = (signal) => {
    void stopStarted().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  await buildFunctions({ quiet: true })
  const photos = keptFolder(dataDir, localPhotosFolder)
  const siteFiles = keptFolder(dataDir, localSiteFilesFolder)
  const kept = [photos, siteFiles]
  /** Removes the temporary folders (the browser tests'); a data folder's are kept. */
  const removeTemporary = () => {
    for (const folder of kept)
      if (folder.aside === null) rmSync(folder.dir, { recursive: true, force: true })
  }
  writeLocalFunctionSettings({ photosDir: photos.dir, siteFilesDir: siteFiles.dir })
  const mail = startHelperProcess('./mail-server.mjs', dataDir ? [] : ['--clear'])
  // With a data folder, the local Firestore keeps its documents there too (decision 048): loaded
  // now, written when stopped, after Firebase's CLI has written the folder anew (see stop()).
  const firestore = dataDir
    ? startHelperProcess('./firestore-server.mjs', ['--data', join(dataDir, localFirestoreFile)], {
        detached: true,
      })
    : startHelperProcess('./firestore-server.mjs')
  const ecb = startHelperProcess('./ecb-server.mjs')
  const helpers = [mail, firestore, ecb]
  stopStarted = () => Promise.all(helpers.map((helper) => helper.stop()))
  try {
    await waitForPort(mailServer, mail.child, timeoutMs, 'local inbox')
    await waitForPort(firestoreServer, firestore.child, timeoutMs, 'local Firestore')
    await waitForPort(ecbServer, ecb.child, timeoutMs, "ECB's stand-in")
  } catch (error) {
    await Promise.all(helpers.map((helper) => helper.stop()))
    removeTemporary()
    throw error
  }
  // The scheduled refresh's code, run once now while the emulators start (its log on the terminal).
  const ratesRefresh = runLocalRatesRefresh(quiet)
  const args = ['emulators:start', '--only', 'auth,functions,hosting', '--project', projectId]
  args.push('--config', writeLocalHostingConfig())
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true })
    args.push('--import', dataDir, '--export-on-exit', dataDir)
  }
  const child = spawn('npx', ['--no-install', 'firebase', ...args], {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: true,
    env: {
      ...process.env,
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      // The function's Admin SDK counts the hourly limit in the local Firestore.
      FIRESTORE_EMULATOR_HOST: `${firestoreServer.host}:${firestoreServer.port}`,
      // The Functions emulator starts a runtime process for each request that finds none idle (as
      // Cloud Run starts instances). On two busy cores, twenty starting at once missed its 30 s load
      // timeout, and a request whose process fails to load is never answered: give them 60 s, as
      // long as Hosting waits for an answer.
      FUNCTIONS_DISCOVERY_TIMEOUT: '60',
    },
  })
  stopStarted = stop
  let log = ''
  if (quiet) {
    const file = logFile ? createWriteStream(logFile) : null
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        log += chunk
        file?.write(chunk)
      })
    }
  }
  try {
    await waitFor(`${authUrl}/`, child, timeoutMs)
    await waitFor(`${hostingUrl}/`, child, timeoutMs)
    // Each function has its own runtime process, loaded on its first request (8 s on a busy
    // machine): loaded here, one after the other, by a request it answers with its own status and
    // that changes nothing, before any test signs in or times an answer, not during one.
    for (const [url, status] of functionProbes) await waitFor(url, child, timeoutMs, status)
    // The exchange rates' function (Hosting rewrites /rates.json to it), once the set is stored.
    await ratesRefresh
    await waitFor(`${hostingUrl}/rates.json`, child, timeoutMs)
  } catch (error) {
    if (quiet) process.stderr.write(log)
    await stop()
    throw error
  }

  async function stop() {
    // Firebase's CLI exports its accounts by replacing the data folder whole: the kept folders
    // step aside meanwhile, and the local Firestore writes its file into it after.
    const stepped = kept.filter((folder) => folder.aside !== null && existsSync(folder.dir))
    for (const folder of stepped) renameSync(folder.dir, folder.aside)
    await Promise.all([stopFirebase(), mail.stop(), ecb.stop()])
    for (const folder of stepped) {
      mkdirSync(dataDir, { recursive: true })
      renameSync(folder.aside, folder.dir)
    }
    removeTemporary()
    await firestore.stop()
  }

  function stopFirebase() {
    return new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => {
        // What the CLI leaves behind (a functions loader stopped mid-start ignores SIGINT).
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // the group has gone with it
        }
        resolve()
      })
      // SIGINT lets the CLI export the accounts before it exits.
      try {
        process.kill(-child.pid, 'SIGINT')
      } catch {
        resolve()
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }, 15_000).unref()
    })
  }
  process.off('SIGINT', onSignal)
  process.off('SIGTERM', onSignal)
  return { stop, child, mail, firestore, ecb, photosDir: photos.dir, siteFilesDir: siteFiles.dir }
}

/**
 * scripts/lib/local-rates.mjs in its own process (it loads the Admin SDK): resolves when it is done,
 * whatever its outcome, which it prints (quiet: only a failure).
 */
function runLocalRatesRefresh(quiet) {
  const script = fileURLToPath(new URL('./local-rates.mjs', import.meta.url))
  const child = spawn(process.execPath, [script], {
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  })
  return new Promise((resolve) => child.once('exit', () => resolve(undefined)))
}
