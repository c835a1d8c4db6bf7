import { median } from './statistics.mjs'

/** A file's address without its origin and its build hash, so runs and builds name it alike. */
export function scriptName(url) {
  return url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}(\.\w+)$/, '$1')
}

/**
 * Where one run's main thread went: ms per Lighthouse category (`mainthread-work-breakdown`) and
 * scripting ms per script (`bootup-time`).
 */
export function mainThreadWork(lhr) {
  const categories = {}
  for (const item of lhr.audits['mainthread-work-breakdown'].details?.items ?? [])
    categories[item.groupLabel] = (categories[item.groupLabel] ?? 0) + item.duration
  const scripts = {}
  for (const item of lhr.audits['bootup-time'].details?.items ?? []) {
    const name = scriptName(String(item.url))
    scripts[name] = (scripts[name] ?? 0) + item.scripting
  }
  return { categories, scripts }
}

// Lighthouse's groups of main-thread work (mainthread-work-breakdown's labels) in one order, so
// that builds and pages line up in a table: the scripts' first, then the browser's.
const workGroups = [
  'Script Evaluation',
  'Script Parsing & Compilation',
  'Style & Layout',
  'Rendering',
  'Parse HTML & CSS',
  'Garbage Collection',
  'Other',
]

/** Group names once each, in that order; a name Lighthouse adds later comes after them. */
export function inWorkGroupOrder(names) {
  const rank = (name) => (workGroups.includes(name) ? workGroups.indexOf(name) : workGroups.length)
  return [...new Set(names)].sort((a, b) => rank(a) - rank(b))
}

/** The median of each name's figure over runs; a run without that name counts it as 0. */
function mediansByName(figures) {
  const names = new Set(figures.flatMap((figure) => Object.keys(figure)))
  return Object.fromEntries(
    [...names].map((name) => [name, median(figures.map((figure) => figure[name] ?? 0))]),
  )
}

/** Several runs' main-thread work as medians: every category, largest first, and the top scripts. */
export function medianWork(works, topScripts = 5) {
  const byValue = (figures) => Object.entries(figures).sort(([, a], [, b]) => b - a)
  const categories = byValue(mediansByName(works.map((work) => work.categories)))
  const scripts = byValue(mediansByName(works.map((work) => work.scripts)))
    .filter(([, ms]) => ms > 0)
    .slice(0, topScripts)
  return { categories: Object.fromEntries(categories), scripts: Object.fromEntries(scripts) }
}

/**
 * The bytes of the photo that is the largest paint: the one the LCP element's `src` names or,
 * when Lighthouse names no element (a user flow's step sometimes does not), the first image
 * requested at high priority (the page's preloaded photo). NaN when the page requested none.
 */
export function lcpPhotoBytes(lhr) {
  const requests = lhr.audits['network-requests'].details.items
  const images = requests.filter((request) => request.resourceType === 'Image')
  const element = lhr.audits['lcp-breakdown-insight']?.details?.items?.find(
    (item) => item.type === 'node',
  )
  const src = /\bsrc="([^"]+)"/.exec(element?.snippet ?? '')?.[1]
  const photo =
    images.find((image) => image.url === src) ??
    images.find((image) => image.priority === 'High' || image.priority === 'VeryHigh')
  return photo ? photo.transferSize : Number.NaN
}

/** The bytes before anything paints: the document and what Lighthouse finds blocking render. */
export function criticalBytes(lhr) {
  const document = lhr.audits['network-requests'].details.items.find(
    (request) => request.resourceType === 'Document',
  )
  const blocking = lhr.audits['render-blocking-insight']?.details?.items ?? []
  return (document?.transferSize ?? 0) + blocking.reduce((sum, item) => sum + item.totalBytes, 0)
}

/** The network Lighthouse simulated for this run (its settings, not typed in here). */
export function simulatedNetwork(lhr) {
  const { rttMs, throughputKbps } = lhr.configSettings.throttling
  return { rttMs, throughputKbps }
}

/**
 * How late a photo-first page's largest paint may come: what an empty page takes to paint, plus one
 * round trip to ask for the photo and the time its bytes and the critical bytes take at the simulated
 * throughput. Anything later is the page's own work (scripts, a late discovery). Kbps as Lighthouse
 * counts them (1,024 bits).
 */
export function photoLimit({ floorLcpMs, photoBytes, criticalBytes, rttMs, throughputKbps }) {
  const msPerByte = 8 / throughputKbps / 1.024
  const photoMs = photoBytes * msPerByte
  const criticalMs = criticalBytes * msPerByte
  return {
    limitMs: floorLcpMs + rttMs + photoMs + criticalMs,
    floorLcpMs,
    rttMs,
    photoMs,
    criticalMs,
  }
}
