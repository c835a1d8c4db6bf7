// `npm run publish:catalogue -- [file] [--site URL] [--max-mails N]`: tells the alerts function
// that a catalogue is published (decision 034), posting the file (public/data.json unless given)
// to /api/alerts/publish with the publish key. Locally the site is the Hosting emulator and the
// key the emulator's own; for a deployed site give --site (or SITE_URL) and ALERTS_PUBLISH_KEY.
// scripts/deploy.mjs runs the same step after deploying. Prints the run (who was mailed).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { hostingUrl, localAlertKeys } from './lib/emulator-config.mjs'

/**
 * @param {{ file?: string, site?: string, key?: string, maxMails?: number }} options
 * @returns {Promise<{ status: number, body: any }>}
 */
export async function publishCatalogue({
  file = fileURLToPath(new URL('../public/data.json', import.meta.url)),
  site = hostingUrl,
  key = site === hostingUrl ? localAlertKeys.ALERTS_PUBLISH_KEY : undefined,
  maxMails,
} = {}) {
  if (!key) throw new Error('Set ALERTS_PUBLISH_KEY to the secret the alerts function holds.')
  const url = new URL('/api/alerts/publish', site)
  if (maxMails) url.searchParams.set('maxMails', String(maxMails))
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: readFileSync(file),
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { site: { type: 'string' }, 'max-mails': { type: 'string' } },
  })
  const site = values.site ?? process.env.SITE_URL ?? hostingUrl
  const { status, body } = await publishCatalogue({
    file: positionals[0],
    site,
    key: process.env.ALERTS_PUBLISH_KEY ?? (site === hostingUrl ? undefined : ''),
    maxMails: values['max-mails'] ? Number(values['max-mails']) : undefined,
  })
  console.log(JSON.stringify(body, null, 2))
  if (status !== 200) {
    console.error(`The alerts run answered ${status}.`)
    process.exit(1)
  }
}
