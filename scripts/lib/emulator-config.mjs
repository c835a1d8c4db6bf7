// The local emulators' addresses and project, read once from firebase.json and .firebaserc: the
// scripts, the browser tests and the benchmark all take them from here.
import { readFileSync } from 'node:fs'

const read = (file) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'))

/** The production firebase.json, as it deploys. */
export const firebaseConfig = read('firebase.json')
export const projectId = read('.firebaserc').projects.default

const origin = ({ host, port }) => `http://${host}:${port}`
/** Each emulator's host and port (and the emulators' other settings). */
export const emulatorSettings = firebaseConfig.emulators
export const hostingUrl = origin(firebaseConfig.emulators.hosting)
export const authUrl = origin(firebaseConfig.emulators.auth)

/** The production Content-Security-Policy header (every path carries the same one). */
export const productionCsp = firebaseConfig.hosting.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === 'Content-Security-Policy')?.value
