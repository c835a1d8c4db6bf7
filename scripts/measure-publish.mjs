// `node scripts/measure-publish.mjs [--estates 1000] [--runs 3]`: the time from a queued build to
// the local site serving the new catalogue (issue 45's figure: under 60 s for today's catalogue in
// three languages). It starts the emulators and the local site runner as the browser tests do,
// writes a catalogue version's files and its queued build itself (as Publish will), and times
// until the Hosting emulator serves the new data.json; each run changes one price, so each is a
// new version. --estates N: a catalogue of N estates (scripts/lib/generate-estates.mjs), each
// with its sample's French and German. Run under the browser tests' lock (fixed ports):
//   flock /tmp/e2e.lock node scripts/measure-publish.mjs
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { hostingUrl } from './lib/emulator-config.mjs'
import { startEmulators } from './lib/emulators.mjs'
import { measuredCatalogue } from './lib/measure-catalogue.mjs'
import { readDocument, writeDocument } from './lib/local-firestore.mjs'
import { median } from './lib/statistics.mjs'
import { startSiteRunner } from './site-runner.mjs'
import { versionId } from './lib/site-runner-rules.mjs'

const { values } = parseArgs({
  options: { estates: { type: 'string' }, runs: { type: 'string', default: '3' } },
})
const canonical = (data) => `${JSON.stringify(data, null, 2)}\n`

const siteFiles = mkdtempSync(join(tmpdir(), 'luxury-living-site-files-'))
// The runner's process reads it (until the emulators write it to functions/.env.local).
process.env.SITE_FILES_DIR = siteFiles
const base = measuredCatalogue(values.estates ? Number(values.estates) : undefined)
const emulators = await startEmulators({ quiet: true })
const runner = startSiteRunner({
  logFile: 'site-runner.log',
  onCrash: (message) => {
    console.error(message)
    process.exit(1)
  },
})
const figures = []
const salt = (Date.now() % 1_000_000) * 10
/** The files of run 1's version: the last run restores them (a rollback, the same hash). */
let first
try {
  const runs = Number(values.runs)
  for (let run = 1; run <= runs + 1; run++) {
    const english = structuredClone(base.english)
    // A price of this invocation's own: a version built by an earlier one would be reused.
    english.properties[0].price += salt + (run > runs ? 1 : run)
    const files = [
      ['data.json', canonical(english)],
      ['data.fr.json', canonical(base.french)],
      ['data.de.json', canonical(base.german)],
    ]
    const hash = createHash('sha256')
    for (const [name, text] of files) hash.update(`${name}\n${text}\n`)
    const hex = hash.digest('hex')
    mkdirSync(join(siteFiles, hex), { recursive: true })
    for (const [name, text] of files) writeFileSync(join(siteFiles, hex, name), text)
    const id = versionId(run)
    const at = new Date().toISOString()
    await writeDocument(`catalogueVersions/${id}`, { n: run, hash: hex, photos: [], at })
    const queued = performance.now()
    await writeDocument(`builds/${id}`, { n: run, hash: hex, state: 'queued', queuedAt: at })
    const expected = files[0][1]
    for (;;) {
      const served = await fetch(`${hostingUrl}/data.json`, { cache: 'no-store' }).then((r) =>
        r.text(),
      )
      if (served === expected) break
      const build = await readDocument(`builds/${id}`)
      if (build?.state === 'failed') throw new Error(`build ${run} failed: ${build.error}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const seconds = (performance.now() - queued) / 1000
    // The runner records the build's state just after the swap.
    let build = await readDocument(`builds/${id}`)
    while (build?.state !== 'live') {
      await new Promise((resolve) => setTimeout(resolve, 100))
      build = await readDocument(`builds/${id}`)
    }
    first ??= hex
    const restore = run > runs
    if (restore && hex !== first) throw new Error("the restored version is not run 1's")
    if (!restore) figures.push(seconds)
    console.log(
      `${restore ? 'restore of run 1' : `run ${run}`}: served after ${seconds.toFixed(1)} s (build ${build?.state}, ${build?.seconds} s in the runner)`,
    )
  }
  console.log(
    `${values.estates ?? 'today\u2019s'} estates, three languages: median ${median(figures).toFixed(1)} s from queued to served (${figures.map((s) => s.toFixed(1)).join(', ')})`,
  )
} finally {
  await runner.stop()
  await emulators.stop()
  rmSync(siteFiles, { recursive: true, force: true })
}
