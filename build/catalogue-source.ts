import { cpSync, existsSync, lstatSync, unlinkSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { translatedLanguages } from '../src/config/languages.ts'
import { dataFiles, translatedDataFiles, uploadedPhotos } from '../src/config/paths.ts'

/** The data files a catalogue is made of: English's, then each translation's (`data.fr.json`). */
export const catalogueFileNames = [
  dataFiles.estates,
  ...translatedLanguages.map((language) => translatedDataFiles.estates(language)),
].map((file) => file.slice(1))

/** Where a catalogue's uploaded photos are, in its folder as in the site's. */
const UPLOADS = uploadedPhotos.prefix.slice(1)

/**
 * The catalogue this build publishes, when it is not public/'s: `CATALOGUE_DIR=folder vite build`
 * builds the site with that folder's data files (and its images/uploads/, if any), as the local
 * site runner does with a catalogue version (scripts/site-runner.mjs). Read here only, so every
 * step of the build reads the same catalogue.
 */
export function catalogueDir(): string | undefined {
  const dir = process.env.CATALOGUE_DIR
  if (!dir) return undefined
  const missing = catalogueFileNames.filter((file) => !existsSync(resolve(dir, file)))
  if (missing.length > 0) throw new Error(`CATALOGUE_DIR=${dir} has no ${missing.join(', ')}`)
  return resolve(dir)
}

/** Where the build reads one of the catalogue's files (`data.json`): its folder, else public/. */
export function catalogueFile(publicDir: string, file: string) {
  return resolve(catalogueDir() ?? publicDir, file)
}

/**
 * Puts the catalogue's files in the built site in place of public/'s copies, once Vite has copied
 * public/ and before any page is written (the prerendered pages, the sitemap and the JSON-LD read
 * the data files as the build serves them). Without CATALOGUE_DIR it changes nothing.
 *
 * A build folder that is a symbolic link (the runner's `dist`, pointing at one of its stored
 * builds) is replaced by a folder of its own: a build never writes into a stored build.
 */
export function catalogueSource(): Plugin {
  const dir = catalogueDir()
  let outDir = ''
  return {
    name: 'catalogue-source',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      if (existsSync(outDir) && lstatSync(outDir).isSymbolicLink()) unlinkSync(outDir)
    },
    // After Vite's own step (order 'pre') that empties the folder and copies public/ into it.
    renderStart: {
      order: 'post',
      handler() {
        if (!dir) return
        for (const file of catalogueFileNames) cpSync(resolve(dir, file), resolve(outDir, file))
        const uploads = resolve(dir, UPLOADS)
        if (existsSync(uploads)) cpSync(uploads, resolve(outDir, UPLOADS), { recursive: true })
      },
    },
  }
}
