// A catalogue version's site, built the one way the site is built (`vite build`), with the
// version's files in place of public/'s (CATALOGUE_DIR, build/catalogue-source.ts): its data files
// from the site files' folder (`{hash}/data.json`…), its uploaded photos' files from the photo
// storage's folder.
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BuildFailure } from './site-runner-rules.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * What the site calls a catalogue's files and an uploaded photo's (scripts/lib/site-runner-entry.ts).
 * @typedef {{
 *   catalogueFileNames: readonly string[],
 *   catalogueIdIn: (site: string) => string,
 *   photoFileName: (sha256: string, width: number) => string,
 *   photoWidths: readonly number[],
 *   SHA256_PATTERN: RegExp,
 *   uploadedPhotos: { prefix: string },
 * }} SiteNames
 */

/**
 * Puts a version's catalogue in a folder of its own, as CATALOGUE_DIR reads it: the data files,
 * and each photo's files in images/uploads/. A file missing is a failure staff can read.
 * @param {{ names: SiteNames, hash: string, photos: readonly string[], siteFilesDir: string,
 *   photosDir: string, dir: string }} options
 */
export function stageCatalogue({ names, hash, photos, siteFilesDir, photosDir, dir }) {
  for (const file of names.catalogueFileNames) {
    const source = join(siteFilesDir, hash, file)
    if (!existsSync(source))
      throw new BuildFailure(
        `This version's ${file} is missing from the site files (${source}): publish again.`,
      )
    copyFileSync(source, join(dir, file))
  }
  const uploads = join(dir, names.uploadedPhotos.prefix)
  mkdirSync(uploads, { recursive: true })
  for (const photo of photos) {
    if (!names.SHA256_PATTERN.test(photo)) throw new BuildFailure(`Not a photo's name: ${photo}.`)
    for (const width of names.photoWidths) {
      const file = names.photoFileName(photo, width)
      const source = join(photosDir, file)
      if (!existsSync(source))
        throw new BuildFailure(
          `The photo ${photo.slice(0, 12)}… has no ${width} px file in the photo storage: upload it again, then publish.`,
        )
      copyFileSync(source, join(uploads, file))
    }
  }
}

/**
 * What a failed `vite build` said, for staff: the innermost error's message (after the last
 * `[plugin …]` line; Vite wraps a plugin's error in others'), without its stack, with the
 * temporary folder's paths cut down to the file's name.
 * @param {string} output the build's output (stdout and stderr)
 * @param {string} stage the catalogue's temporary folder
 */
export function buildError(output, stage) {
  const lines = output.split('\n').map((line) => line.trim())
  const failed = lines.findIndex((line) => /^error during build/i.test(line))
  let after = failed >= 0 ? lines.slice(failed + 1) : lines.slice(-8)
  const plugin = after.findLastIndex((line) => /^\[plugin [^\]]+\]$/.test(line))
  if (plugin >= 0) after = after.slice(plugin + 1)
  const end = after.findIndex((line) => line.startsWith('at '))
  const text = (end >= 0 ? after.slice(0, end) : after.slice(0, 4))
    .filter(Boolean)
    .join(' ')
    .replace(/^\w*Error: /, '')
    .replaceAll(`${stage}/`, '')
  const said = text.length > 400 ? `${text.slice(0, 400)}…` : text
  return `The site's build refused this catalogue: ${said || 'it stopped without saying why'}`
}

/**
 * Builds a version's site into `outDir` (`vite build --outDir`), its catalogue staged in a
 * temporary folder removed after. Rejects with a BuildFailure that says why.
 * @param {{ names: SiteNames, hash: string, photos: readonly string[], siteFilesDir: string,
 *   photosDir: string, outDir: string, broken?: boolean,
 *   onChild?: (child: import('node:child_process').ChildProcess | null) => void }} options
 *   onChild is given the build's process while it runs (to stop it with the runner); broken
 *   builds a catalogue whose data.json is not a list (a fault the browser tests ask for).
 */
export async function buildVersionSite({ onChild = () => {}, broken = false, outDir, ...version }) {
  const stage = mkdtempSync(join(tmpdir(), 'luxury-living-catalogue-'))
  try {
    stageCatalogue({ ...version, dir: stage })
    // A fault the browser tests ask for (site-runner.mjs): a catalogue the real build refuses.
    if (broken) writeFileSync(join(stage, 'data.json'), '{ "properties": "not a list" }\n')
    const vite = join(root, 'node_modules/vite/bin/vite.js')
    const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir], {
      cwd: root,
      env: { ...process.env, CATALOGUE_DIR: stage },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    onChild(child)
    let output = ''
    const keep = (/** @type {Buffer} */ chunk) => {
      // The last 64 KB are plenty for the error; the whole log of a big catalogue is not needed.
      output = (output + chunk.toString()).slice(-65_536)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    const code = await new Promise((resolve) => {
      child.once('error', () => resolve(-1))
      child.once('close', (status, signal) => resolve(signal ? -1 : status))
    })
    onChild(null)
    if (code !== 0) throw new BuildFailure(buildError(output, stage))
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
}
