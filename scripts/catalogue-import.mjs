// `npm run catalogue:import -- public/data.json [--project ID]`: today's catalogue moves into the
// back office (issue 44). Each estate of the file, with its French and German from the files
// beside it (data.fr.json, data.de.json), becomes a published listing at revision 1, by "import",
// through the listings' own rules (functions/src/admin/listing-changes.ts); one audit entry for
// the run. A listing already there (or deleted since) is left alone: a second run changes nothing.
// - Without --project: the local Firestore `npm start` runs; it must be running. `npm start`
//   runs this itself when the local Firestore has no listing yet.
// - With --project ID: that Firebase project, with Application Default Credentials.
import { existsSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { bundleForNode } from './lib/bundle-for-node.mjs'
import { adminApp } from './lib/admin-app.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const usage = 'Usage: npm run catalogue:import -- public/data.json [--project ID]'

let loaded
const loadImport = () => (loaded ??= bundleForNode('scripts/lib/catalogue-import-entry.ts'))

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))

/**
 * @param {{ file: string, project?: string, onlyIfEmpty?: boolean, log?: (line: string) => void }} options
 *   onlyIfEmpty: import nothing when the store has any listing (`npm start` on a fresh machine)
 * @returns {Promise<number>} the exit code
 */
export async function catalogueImport({ file, project, onlyIfEmpty = false, log = console.log }) {
  const path = resolve(file)
  if (!existsSync(path)) {
    log(`${file} does not exist.\n${usage}`)
    return 2
  }
  const data = readJson(path)
  const records = Array.isArray(data) ? data : data?.properties
  if (!Array.isArray(records)) {
    log(`${file} is not a catalogue: expected { "properties": [...] } or a list of estates.`)
    return 1
  }
  const importer = await loadImport()
  /** @type {Record<string, Record<string, unknown>>} */
  const translations = {}
  for (const language of importer.translatedLanguages) {
    const beside = path.replace(/\.json$/, `.${language}.json`)
    if (!existsSync(beside)) continue
    const translated = readJson(beside)
    if (translated?.language === language && translated.properties)
      translations[language] = translated.properties
    else log(`Left out ${relative(root, beside)}: not the ${language} translations of a catalogue.`)
  }

  const admin = await adminApp({ name: 'catalogue-import', project })
  if ('unavailable' in admin) {
    log(admin.unavailable)
    return 1
  }
  const { app, sdk } = admin
  try {
    const db = sdk.getFirestore(app)
    const deps = {
      listings: importer.firestoreListingStore(db),
      audit: importer.firestoreAuditLog(db),
      now: () => Date.now(),
    }
    if (onlyIfEmpty && (await deps.listings.heads({})).length) return 0
    const source = relative(root, path) || path
    const report = await importer.importCatalogue(
      deps,
      { source, records, translations },
      { uid: null, name: 'import' },
    )
    log(
      `${source}: ${report.created.length} listing(s) created, published` +
        (report.kept.length ? `; ${report.kept.length} already there, left as they are` : '') +
        '.',
    )
    if (report.refused.length)
      log(`Not imported (no usable id: letters, digits, - or _): ${report.refused.join(', ')}`)
    for (const [id, problems] of Object.entries(report.problems))
      log(
        `Listing ${id} needs another look before it is published again: ` +
          problems.map(({ path: field }) => field).join(', '),
      )
    return 0
  } finally {
    await admin.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { project: { type: 'string' } },
  })
  if (positionals.length !== 1) {
    console.error(usage)
    process.exit(2)
  }
  process.exit(await catalogueImport({ file: positionals[0], project: values.project }))
}
