// `node scripts/measure-alerts.mjs [estates] [searches]`: the load figure of the catalogue alerts
// (decision 034). Bundles the publish run as the function does (Vite, the site's own filter code
// inside), then in a fresh process: publishes a catalogue of 10,000 generated estates as the
// baseline, then the next one (200 new, 100 re-priced, 50 under offer or sold, 50 withdrawn)
// against 1,000 saved searches (one per verified person, each with 5 saved estates), with the
// in-memory store and a mailer that only counts. Prints each run's time and the peak memory.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))

if (process.argv[2] === '--child') {
  const [, , , bundle, estatesArg, searchesArg] = process.argv
  const { publishAlerts, memoryAlertStore } = await import(pathToFileURL(bundle).href)
  const { generateEstates } = await import('./lib/generate-estates.mjs')
  const estateCount = Number(estatesArg)
  const searchCount = Number(searchesArg)
  const records = generateEstates(estateCount + 200).properties
  const before = records.slice(0, estateCount)
  const next = records.slice(50, estateCount + 200).map((record, index) => {
    if (index % 100 === 7) return { ...record, price: Math.round(record.price * 0.95) }
    if (index % 200 === 11)
      return { ...record, availability: record.status === 'rent' ? 'under offer' : 'sold' }
    return record
  })
  // New estates carry fresh ids (the generator numbers them in order).
  const segments = ['Apartments', 'Townhouses', 'Family Homes', 'Senior Living']
  const facilities = ['Concierge', 'Gym', 'Wine cellar', 'Smart home', 'Harbour view']
  const words = ['terrace', 'garden', 'view', 'pool', 'harbour', '']
  const queryOf = (n) => {
    const params = new URLSearchParams()
    if (n % 3 === 0) params.append('segment', segments[n % 4])
    if (n % 4 === 1) params.append('status', n % 8 === 1 ? 'rent' : 'sale')
    if (n % 4 === 1 && n % 8 !== 1) params.append('minPrice', String(1_000_000 + (n % 7) * 500_000))
    if (n % 5 === 2) params.append('facility', facilities[n % 5])
    const word = words[n % words.length]
    if (word) params.append('q', word)
    return params.toString()
  }
  const people = Array.from({ length: searchCount }, (_, n) => ({
    uid: `person-${n}`,
    email: `person-${n}@example.com`,
    emailVerified: true,
  }))
  const memory = memoryAlertStore({
    people,
    searches: Object.fromEntries(
      people.map(({ uid }, n) => [
        uid,
        [
          {
            id: 's',
            name: `Search ${n}`,
            query: queryOf(n),
            frequency: 'daily',
            language: 'en',
            updatedAt: 0,
          },
        ],
      ]),
    ),
    saved: Object.fromEntries(
      people.map(({ uid }, n) => [
        uid,
        Array.from({ length: 5 }, (_, k) => String(((n * 37 + k * 101) % estateCount) + 1)),
      ]),
    ),
  })
  let now = Date.UTC(2026, 10, 24, 7)
  let mails = 0
  let mailBytes = 0
  const deps = {
    store: memory.store,
    send: async (mail) => {
      mails += 1
      mailBytes += mail.text.length + mail.html.length
    },
    from: 'alerts@luxuryliving.example',
    siteUrl: 'https://luxury.example',
    signingKeys: [{ id: 'measure', secret: 'measure' }],
    now: () => now,
    log: () => undefined,
  }
  const rawBefore = JSON.stringify({ properties: before })
  const rawNext = JSON.stringify({ properties: next })
  const timed = async (label, raw) => {
    const start = performance.now()
    const run = await publishAlerts(raw, deps)
    const ms = performance.now() - start
    console.log(
      `${label}: ${Math.round(ms)} ms, ${JSON.stringify({ changes: run.changes, subscribers: run.subscribers, mailed: run.mailed })}`,
    )
  }
  console.log(
    `${estateCount} estates (${(rawNext.length / 1e6).toFixed(1)} MB), ${searchCount} saved searches`,
  )
  await timed('baseline publish', rawBefore)
  now += 25 * 60 * 60 * 1000
  await timed('next publish', rawNext)
  console.log(`mails: ${mails}, ${(mailBytes / mails / 1024).toFixed(1)} KB each on average`)
  await timed('same catalogue again', rawNext)
  const { maxRSS } = process.resourceUsage()
  console.log(
    `peak memory (max RSS): ${Math.round(maxRSS / 1024)} MB; heap now ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`,
  )
} else {
  const [estates = '10000', searches = '1000'] = process.argv.slice(2)
  const outDir = mkdtempSync(join(tmpdir(), 'measure-alerts-'))
  try {
    await build({
      configFile: false,
      root,
      publicDir: false,
      logLevel: 'warn',
      resolve: { alias: [{ find: '@', replacement: `${root}src` }] },
      ssr: { noExternal: true },
      build: {
        ssr: 'scripts/lib/alerts-measure-entry.ts',
        outDir,
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'alerts.js', format: 'es' } },
      },
    })
    execFileSync(
      process.execPath,
      [fileURLToPath(import.meta.url), '--child', join(outDir, 'alerts.js'), estates, searches],
      { stdio: 'inherit' },
    )
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
