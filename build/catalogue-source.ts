import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, unlinkSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { translatedLanguages } from '../src/config/languages.ts'
import {
  CATALOGUE_ID_LENGTH,
  CATALOGUE_META,
  catalogueVersionHref,
} from '../src/config/catalogue-version.ts'
import { dataFiles, translatedDataFiles, uploadedPhotos } from '../src/config/paths.ts'
import { catalogueHash } from './catalogue-hash.ts'

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
 * The id of the catalogue a built site serves (decision 054): the first digits of its hash, the
 * one a catalogue version gets (decision 053), over the data files as the site serves them.
 */
export function catalogueIdIn(site: string) {
  const files = catalogueFileNames.map((name) => ({
    name,
    bytes: readFileSync(resolve(site, name)),
  }))
  return catalogueHash(files).slice(0, CATALOGUE_ID_LENGTH)
}

/**
 * Puts the catalogue's files in the built site in place of public/'s copies, once Vite has copied
 * public/ and before any page is written (the prerendered pages, the sitemap and the JSON-LD read
 * the data files as the build serves them). Without CATALOGUE_DIR it changes nothing.
 *
 * Then, every build alike (public/'s catalogue too): the data files are also served under
 * `/catalogue/{id}/`, and every page the build writes names that id in a meta tag, so its data
 * requests go to its own version's files even once a newer version is live (decision 054; the
 * local runner keeps older versions' folders in the served site, scripts/lib/site-folders.mjs).
 *
 * A build folder that is a symbolic link (the runner's `dist`, pointing at one of its stored
 * builds) is replaced by a folder of its own: a build never writes into a stored build.
 */
export function catalogueSource(): Plugin {
  const dir = catalogueDir()
  let outDir = ''
  let id = ''
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
        if (dir) {
          for (const file of catalogueFileNames) cpSync(resolve(dir, file), resolve(outDir, file))
          const uploads = resolve(dir, UPLOADS)
          if (existsSync(uploads)) cpSync(uploads, resolve(outDir, UPLOADS), { recursive: true })
        }
        id = catalogueIdIn(outDir)
        const folder = resolve(outDir, catalogueVersionHref(id, '').slice(1))
        mkdirSync(folder, { recursive: true })
        for (const file of catalogueFileNames) cpSync(resolve(outDir, file), resolve(folder, file))
      },
    },
    // After renderStart: Vite writes the HTML when it writes the bundle.
    transformIndexHtml: () =>
      id
        ? [
            {
              tag: 'meta',
              attrs: { name: CATALOGUE_META, content: id },
              injectTo: 'head',
            },
          ]
        : [],
  }
}
