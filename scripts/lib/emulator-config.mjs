// The local emulators' addresses and project, read once from firebase.json and .firebaserc: the
// scripts, the browser tests and the benchmark all take them from here.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const read = (file) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'))

/** The production firebase.json, as it deploys. */
export const firebaseConfig = read('firebase.json')
export const projectId = read('.firebaserc').projects.default

const origin = ({ host, port }) => `http://${host}:${port}`
/** Each emulator's host and port (and the emulators' other settings). */
export const emulatorSettings = firebaseConfig.emulators
export const hostingUrl = origin(firebaseConfig.emulators.hosting)
export const authUrl = origin(firebaseConfig.emulators.auth)
/** The Functions emulator (the site reaches it through Hosting's /api rewrites). */
export const functionsUrl = origin(firebaseConfig.emulators.functions)

/**
 * The local inbox (scripts/lib/mail-server.mjs): a loopback SMTP server that the function sends
 * to and that keeps what arrives in `dir`. Not part of firebase.json: Firebase has no mail emulator.
 */
export const mailServer = { host: '127.0.0.1', port: 2525, dir: '.mail' }

/**
 * The local Firestore (scripts/lib/firestore-server.mjs) that the enquiry function keeps its hourly
 * limit in, passed to the Functions emulator as FIRESTORE_EMULATOR_HOST. Not part of firebase.json:
 * Firebase's own Firestore emulator is a Java download these machines cannot fetch.
 */
export const firestoreServer = { host: '127.0.0.1', port: 8080 }

const localAlerts = read('functions/src/local-alerts.json')

/**
 * The uploaded photos' folder in a data folder (`npm start`'s .emulator-data/photos/): the
 * Functions emulator's photo storage (decision 050), whose folder it is told in
 * functions/.env.local as PHOTOS_DIR. Without a data folder (the browser tests), a temporary one.
 */
export const localPhotosFolder = 'photos'

/**
 * The published catalogues' files in a data folder (`npm start`'s .emulator-data/site-files/),
 * `{hash}/data.json` and its translations: the Functions emulator's site-file storage (decision
 * 053), told in functions/.env.local as SITE_FILES_DIR. Without a data folder, a temporary one.
 */
export const localSiteFilesFolder = 'site-files'

/**
 * A setting functions/.env.local gives the emulators now running.
 * @param {string} name
 */
function runningSetting(name) {
  const settings = readFileSync(new URL('../../functions/.env.local', import.meta.url), 'utf8')
  const value = new RegExp(`^${name}=(.*)$`, 'm').exec(settings)?.[1]
  if (!value) throw new Error(`functions/.env.local names no ${name}: are the emulators running?`)
  return value
}

/** The folder of uploaded photos the emulators now running use (their PHOTOS_DIR). */
export const runningPhotosDir = () => runningSetting('PHOTOS_DIR')

/** The folder of published catalogues' files the emulators now running use (SITE_FILES_DIR). */
export const runningSiteFilesDir = () => runningSetting('SITE_FILES_DIR')

/** The local Firestore's documents in a data folder (`npm start`'s .emulator-data/). */
export const localFirestoreFile = 'local-firestore.json'

/**
 * The local stand-in for the European Central Bank's server (scripts/lib/ecb-server.mjs): it serves
 * `file`, a copy of the ECB's daily reference rates, at the ECB's own path, dated the latest working
 * day (decision 045). The functions' ECB_RATES_URL points here locally; nothing else is replaced.
 */
export const ecbServer = {
  host: '127.0.0.1',
  port: 2580,
  path: '/stats/eurofxref/eurofxref-daily.xml',
  file: 'functions/src/ecb-files/eurofxref-daily-2026-11-27.xml',
}

/** The stand-in's file as the ECB would publish it on `today` ("2026-12-28"; default: today). */
export const localEcbUrl = (today) =>
  `http://${ecbServer.host}:${ecbServer.port}${ecbServer.path}${today ? `?today=${today}` : ''}`

/**
 * The alert functions' secrets for the emulator (written to functions/.secret.local, never
 * deployed): the key `npm run publish:catalogue` sends, and the one that signs unsubscribe links.
 * Short and committed, so a deployed function refuses them (decision 047).
 */
export const localAlertKeys = localAlerts.keys
/** Where the site serves test catalogues the emulator's publish function may read (dist/…). */
export const testCatalogueFolder = localAlerts.testCatalogueFolder
/** The publish trigger's address in the Functions emulator (no Hosting rewrite leads to it). */
export const localPublishUrl = `${functionsUrl}/${projectId}/us-central1/alertsPublish`

/**
 * What the emulators print while the browser tests run (the functions' logs among it): the tests
 * of the CSP's reports read it, and it is there to read after a failure.
 */
export const emulatorLogFile = fileURLToPath(new URL('../../emulators.log', import.meta.url))
/** What the local site runner (scripts/site-runner.mjs) says while the browser tests run. */
export const siteRunnerLogFile = fileURLToPath(new URL('../../site-runner.log', import.meta.url))

/** The production Content-Security-Policy header (every path carries the same one). */
export const productionCsp = firebaseConfig.hosting.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === 'Content-Security-Policy')?.value
