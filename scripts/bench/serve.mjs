import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { resolve } from 'node:path'
import { build as viteBuild } from 'vite'
import { generateEstates } from '../lib/generate-estates.mjs'
import { otherLanguagesIn } from '../lib/route-bundles.mjs'
import { options, outDir, scaleCount } from './options.mjs'

const servedData = 'dist/data.json'

// The Hosting emulator serves dist/: a build is put there by renaming folders.
export const builds = [{ key: 'this', label: 'this build', parkedAt: `${outDir}/this-build` }]
if (options.compare)
  builds.push({ key: 'compare', label: options.compare, parkedAt: options.compare })
let served = builds[0]

/** Each build's sample catalogue, read once this build is in dist/. */
export function readSamples() {
  for (const build of builds)
    build.sample = readFileSync(
      build === served ? 'public/data.json' : `${build.parkedAt}/data.json`,
    )
}

export function serve(build) {
  if (build === served) return
  renameSync('dist', served.parkedAt)
  renameSync(build.parkedAt, 'dist')
  served = build
}

export function putBackOnInterrupt() {
  // Interrupted: put this build back in dist/ (the emulators are stopped by their own handler).
  process.once('SIGINT', () => {
    serve(builds[0])
    process.exit(130)
  })
}

// The floor: an empty page, served by the same server with the same headers, written into each build.
export const floorPath = '/bench-floor'
const floorHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title></head><body><h1>Luxury Living</h1>
<p>An empty page: what the server, the network and the browser cost with nothing of the site on it.</p>
</body></html>
`
// The stack's floor: React and React Router drawing a static page, nothing of the site on it
// (bench/stack-floor), built once and copied into each build.
export const stackPath = '/bench-stack/'
const stackBuild = `${outDir}/stack-floor`
// Each public page's content floor: its own prerendered HTML and styles with every script taken
// out, what the browser costs drawing the page's content with nothing running (issue 33: the
// stack floor has two elements and no styles; a page's work beyond this one is its JavaScript's).
// In each language the build has, keyed as pages.mjs keys that page (keyInLanguage).
export const contentPath = '/bench-content'
/** A page's key in another language (loginFr): the bench's pages and their content floors agree. */
export const keyInLanguage = (key, language) =>
  `${key}${language[0].toUpperCase()}${language.slice(1)}`
export const contentFiles = { home: 'index.html', login: 'login.html', register: 'register.html' }
const contentInEachLanguage = (dir) =>
  [undefined, ...otherLanguagesIn(dir)].flatMap((language) =>
    Object.entries(contentFiles).flatMap(([key, file]) => {
      if (!language) return [[key, file]]
      const inLanguage = `${language}/${file}`
      return existsSync(`${dir}/${inLanguage}`) ? [[keyInLanguage(key, language), inLanguage]] : []
    }),
  )
const withoutScripts = (html) =>
  html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
export const floorFiles = (build) => {
  const dir = build === served ? 'dist' : build.parkedAt
  return {
    dir,
    page: `${dir}${floorPath}.html`,
    stack: `${dir}${stackPath}`,
    content: `${dir}${contentPath}`,
  }
}

/** The three floors, written into each build. */
export async function writeFloors() {
  await viteBuild({
    configFile: 'bench/stack-floor/vite.config.ts',
    build: { outDir: resolve(stackBuild) },
  })
  for (const build of builds) {
    const files = floorFiles(build)
    writeFileSync(files.page, floorHtml)
    cpSync(stackBuild, files.stack, { recursive: true })
    mkdirSync(files.content, { recursive: true })
    for (const [key, file] of contentInEachLanguage(files.dir))
      writeFileSync(
        `${files.content}/${key}.html`,
        withoutScripts(readFileSync(`${files.dir}/${file}`, 'utf8')),
      )
  }
}

/** The floors taken out of each build again. */
export function removeFloors() {
  for (const build of builds) {
    rmSync(floorFiles(build).page, { force: true })
    rmSync(floorFiles(build).stack, { recursive: true, force: true })
    rmSync(floorFiles(build).content, { recursive: true, force: true })
  }
}

export const useData = (which) =>
  which === 'sample'
    ? writeFileSync(servedData, served.sample)
    : writeFileSync(servedData, JSON.stringify(generateEstates(scaleCount)))
