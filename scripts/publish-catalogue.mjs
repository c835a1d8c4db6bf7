// `npm run publish:catalogue -- [file] [--project ID | --function URL] [--max-mails N]`: starts an
// alerts run (decisions 034 and 047). The alertsPublish function reads the catalogue the site
// serves; this only triggers it, with the publish key. By default the local emulators' function
// and key; a file, if given, goes where the local site serves test catalogues (dist/alerts-test/)
// and the trigger names it. For a deployed site: --project ID (its cloudfunctions.net address) or
// --function URL (e.g. its run.app one), and ALERTS_PUBLISH_KEY. scripts/deploy.mjs runs it after
// deploying. Prints the run (who was mailed).
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import {
  firebaseConfig,
  localAlertKeys,
  localPublishUrl,
  testCatalogueFolder,
} from './lib/emulator-config.mjs'

/** The deployed publish function's address (functions/src/index.ts: us-central1). */
export const publishFunctionUrl = (project) =>
  `https://us-central1-${project}.cloudfunctions.net/alertsPublish`

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
const onThisMachine = (url) => LOOPBACK.has(url.hostname)

/**
 * The address the publish key may go to: https, or plain http to this machine only (the
 * emulators). Anything else would hand the key to whoever is on the path.
 * @param {string} address
 */
export function secureAddress(address) {
  let url
  try {
    url = new URL(address)
  } catch {
    throw new Error(`Not an address: "${address}"`)
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && onThisMachine(url))) return url
  throw new Error(
    `Refusing to send the publish key to ${url.origin}: use https (plain http only to 127.0.0.1, localhost or ::1).`,
  )
}

const siteFolder = fileURLToPath(new URL(`../${firebaseConfig.hosting.public}/`, import.meta.url))

/**
 * Puts a catalogue file where the local site serves test catalogues, named by its content (the
 * same file, the same name; two tests' files never meet), and gives that name.
 * @param {string} file
 */
export function stageTestCatalogue(file, folder = siteFolder) {
  const bytes = readFileSync(file)
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.json`
  const dir = join(folder, testCatalogueFolder)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, name), bytes)
  return name
}

/**
 * @param {{ functionUrl?: string, key?: string, file?: string, maxMails?: number }} options
 *   key: ALERTS_PUBLISH_KEY's value (its first `<id>:<secret>` is sent).
 * @returns {Promise<{ status: number, body: any }>}
 */
export async function publishCatalogue({
  functionUrl = localPublishUrl,
  key,
  file,
  maxMails,
} = {}) {
  const url = secureAddress(functionUrl)
  const local = onThisMachine(url)
  const sent = (key ?? (local ? localAlertKeys.ALERTS_PUBLISH_KEY : '')).split(',')[0]?.trim()
  if (!sent) throw new Error('Set ALERTS_PUBLISH_KEY to the secret the alerts function holds.')
  if (file && !local)
    throw new Error(
      'A deployed function reads the catalogue the site serves: deploy the file with the site, then publish without naming one.',
    )
  const trigger = { catalogue: file ? stageTestCatalogue(file) : undefined, maxMails }
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sent}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(trigger),
    // A redirect could lead the key elsewhere: the function's address answers itself.
    redirect: 'error',
    signal: AbortSignal.timeout(600_000),
  })
  const text = await response.text()
  let body
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { status: response.status, body }
}

/**
 * An alerts run after a version went live (the site runner's, decision 055): what it did, as the
 * build's report keeps it (publishing-schema.ts, AlertsReport). A refusal throws.
 * @param {{ functionUrl?: string, key?: string }} [options]
 * @returns {Promise<import('../src/features/listings/publishing-schema.ts').AlertsReport>}
 */
export async function alertsRun(options = {}) {
  const { status, body } = await publishCatalogue(options)
  if (status !== 200)
    throw new Error(`the alerts function answered ${status}: ${JSON.stringify(body).slice(0, 300)}`)
  if (body.baseline) return { state: 'baseline' }
  const { mailed, subscribers, failed } = body
  return { state: 'sent', mailed, subscribers, failed }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      project: { type: 'string' },
      function: { type: 'string' },
      'max-mails': { type: 'string' },
    },
  })
  const functionUrl =
    values.function ?? (values.project ? publishFunctionUrl(values.project) : localPublishUrl)
  const { status, body } = await publishCatalogue({
    functionUrl,
    file: positionals[0],
    key: process.env.ALERTS_PUBLISH_KEY,
    maxMails: values['max-mails'] ? Number(values['max-mails']) : undefined,
  }).catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
  console.log(JSON.stringify(body, null, 2))
  if (status !== 200) {
    console.error(`The alerts run answered ${status}.`)
    process.exit(1)
  }
}
