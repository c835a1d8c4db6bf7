// `node scripts/measure-export.mjs [--estates 1000] [--runs 3]`: the time Publish takes to export
// the listings (issue 45's figure: a 1,000-listing catalogue's export, beside measure-publish.mjs's
// build). It starts the emulators with a temporary store, imports the catalogue as listings
// (catalogue:import), makes an admin, and times `POST /api/admin/publish` through Hosting as the
// back office sends it: every published listing read, checked by the site's parser, written as
// the three data files, hashed, the version and its build queued. Each run after the first
// changes one price first (else there is nothing to publish). Run under the browser tests' lock:
//   flock /tmp/e2e.lock node scripts/measure-export.mjs --estates 1000
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { catalogueImport } from './catalogue-import.mjs'
import { createAccount, signInAccount, verifyEmailOf } from './lib/auth-emulator-api.mjs'
import { hostingUrl } from './lib/emulator-config.mjs'
import { startEmulators } from './lib/emulators.mjs'
import { measuredCatalogue } from './lib/measure-catalogue.mjs'
import { median } from './lib/statistics.mjs'
import { staffGrant } from './staff-grant.mjs'

const { values } = parseArgs({
  options: { estates: { type: 'string' }, runs: { type: 'string', default: '3' } },
})
const count = values.estates ? Number(values.estates) : undefined
const { english, french, german } = measuredCatalogue(count)
const folder = mkdtempSync(join(tmpdir(), 'luxury-living-export-'))
const file = join(folder, 'data.json')
writeFileSync(file, JSON.stringify(english))
writeFileSync(join(folder, 'data.fr.json'), JSON.stringify(french))
writeFileSync(join(folder, 'data.de.json'), JSON.stringify(german))

const emulators = await startEmulators({ quiet: true })
try {
  if ((await catalogueImport({ file, log: () => {} })) !== 0) throw new Error('import failed')
  const account = {
    email: `export-${Date.now()}@example.com`,
    password: 'Measure1',
    displayName: 'Measure',
  }
  const { localId } = await createAccount(account)
  await verifyEmailOf(localId)
  if ((await staffGrant({ email: account.email, role: 'admin', log: () => {} })) !== 0)
    throw new Error('grant failed')
  const { idToken } = await signInAccount(account)
  const api = (path, init = {}) =>
    fetch(`${hostingUrl}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    })
  const target = String(english.properties[0].id)
  const figures = []
  for (let run = 1; run <= Number(values.runs); run++) {
    if (run > 1) {
      // A new price, saved as the editor saves it.
      const { listing } = await (await api(`/api/admin/listings/${target}`)).json()
      listing.record.price += run
      const saved = await api(`/api/admin/listings/${target}`, {
        method: 'PUT',
        body: JSON.stringify({
          base: listing.revision,
          record: listing.record,
          translations: listing.translations,
          photos: listing.photos,
        }),
      })
      if (!saved.ok) throw new Error(`the save answered ${saved.status}`)
    }
    const started = performance.now()
    const answer = await api('/api/admin/publish', { method: 'POST' })
    const seconds = (performance.now() - started) / 1000
    if (answer.status !== 201)
      throw new Error(`publish answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`)
    figures.push(seconds)
    console.log(`run ${run}: exported in ${seconds.toFixed(1)} s`)
  }
  console.log(
    `${count ?? 'today\u2019s'} listings, three languages: median ${median(figures).toFixed(1)} s to export (${figures.map((s) => s.toFixed(1)).join(', ')})`,
  )
} finally {
  await emulators.stop()
  rmSync(folder, { recursive: true, force: true })
}
