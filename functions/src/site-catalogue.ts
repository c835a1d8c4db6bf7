import { dataFiles } from '@/config/paths'
import localAlerts from './local-alerts.json'
import { publishAlerts, type AlertDeps, type AlertRun } from './publish-alerts'

/**
 * Where the browser tests put the catalogues they publish, in the folder the Hosting emulator
 * serves (dist/): named by a run, never taken by a deployed function.
 */
export const TEST_CATALOGUE_FOLDER = localAlerts.testCatalogueFolder
const TEST_CATALOGUE = /^[A-Za-z0-9_-]{1,100}\.json$/

/** The site's catalogue file, or (emulator only) one of the tests' catalogues on the same site. */
export function cataloguePath(name: string | undefined, { emulator }: { emulator: boolean }) {
  if (name === undefined) return dataFiles.estates
  if (!emulator || !TEST_CATALOGUE.test(name)) return null
  return `${TEST_CATALOGUE_FOLDER}${name}`
}

/** The catalogue at 10,000 estates is 16 MB (decision 034); far beyond that is not a catalogue. */
export const MAX_CATALOGUE_BYTES = 64 * 1024 * 1024
const READ_TIMEOUT_MS = 60_000

export type SiteCatalogueRead = { ok: true; text: string } | { ok: false; reason: string }

/**
 * The catalogue as the site serves it to visitors: the text every alert comes from, so whoever
 * starts a run chooses when, never what is mailed. A missing file is Hosting's app page (200,
 * HTML), hence the JSON check.
 */
export async function readSiteCatalogue(
  siteUrl: string,
  path: string,
  fetchImpl: typeof fetch,
): Promise<SiteCatalogueRead> {
  const site = new URL(siteUrl)
  const url = new URL(path, site)
  if (url.origin !== site.origin || !path.startsWith('/'))
    return { ok: false, reason: `${path} is not on the site` }
  try {
    const response = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    })
    if (!response.ok) return { ok: false, reason: `${url.pathname} answered ${response.status}` }
    const type = response.headers.get('content-type') ?? ''
    if (!/\bjson\b/i.test(type))
      return { ok: false, reason: `${url.pathname} is not JSON (${type || 'no type'})` }
    if (Number(response.headers.get('content-length')) > MAX_CATALOGUE_BYTES)
      return { ok: false, reason: `${url.pathname} is over ${MAX_CATALOGUE_BYTES} bytes` }
    return { ok: true, text: await response.text() }
  } catch (error) {
    return { ok: false, reason: `${url.pathname} could not be read (${String(error)})` }
  }
}

export type SiteRun = AlertRun | { ok: false; unreadable: true; reason: string }

/**
 * One alerts run from a test catalogue the site serves (locally only; the live catalogue's run
 * reads publish/live-catalogue.ts's). A catalogue that cannot be read mails nobody and keeps the
 * last one seen.
 */
export async function publishSiteCatalogue(
  path: string,
  deps: AlertDeps & { fetch: typeof fetch },
  options: { maxMails?: number } = {},
): Promise<SiteRun> {
  const read = await readSiteCatalogue(deps.siteUrl, path, deps.fetch)
  if (!read.ok) {
    deps.log('error', `The catalogue could not be read and nobody was mailed: ${read.reason}`)
    return { ok: false, unreadable: true, reason: read.reason }
  }
  return publishAlerts(read.text, deps, options)
}
