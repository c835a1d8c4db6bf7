// The local site runner's folders (scripts/site-runner.mjs): each catalogue version's site is
// built once into a folder of its own, named by the version's content hash, and the folder the
// Hosting emulator serves (firebase.json's hosting.public, `dist`) is a symbolic link to one of
// them, replaced in one rename. A version whose site is already built (a rollback) is served again
// as it was, byte for byte.
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
} from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'

/** A version's content hash (sha256, hex): the only names the builds' folder holds as builds. */
const HASH = /^[0-9a-f]{64}$/

/** How many stored builds are kept, the served one among them: a rollback to them is instant. */
export const KEPT_BUILDS = 5

/**
 * A version's stored build, named by its hash. Refuses anything else: the hash comes from a
 * document, and only ever names a folder inside `buildsDir`.
 * @param {string} buildsDir
 * @param {string} hash
 */
export function storedBuild(buildsDir, hash) {
  if (!HASH.test(hash)) throw new Error(`Not a catalogue version's hash: ${JSON.stringify(hash)}`)
  return join(buildsDir, hash)
}

/**
 * The site of a version, built once: a stored build is reused (and counts as recently used),
 * otherwise `build(folder)` writes a new one into a temporary folder, renamed into place only
 * once the build has finished (so a stored build is always a whole one). `extras` are folders
 * that each build links to (see linkExtras).
 * @param {{ buildsDir: string, hash: string, build: (outDir: string) => Promise<void>,
 *   extras?: readonly string[] }} options
 * @returns {Promise<{ folder: string, reused: boolean }>}
 */
export async function buildOnce({ buildsDir, hash, build, extras = [] }) {
  const folder = storedBuild(buildsDir, hash)
  if (existsSync(folder)) {
    const now = new Date()
    utimesSync(folder, now, now)
    return { folder, reused: true }
  }
  mkdirSync(buildsDir, { recursive: true })
  const temporary = join(buildsDir, `.building-${hash.slice(0, 16)}-${process.pid}`)
  const leftovers = () => {
    // The language builds' own folders beside it (`….fr`), left by a build that stopped mid-way.
    for (const name of readdirSync(buildsDir))
      if (name === basename(temporary) || name.startsWith(`${basename(temporary)}.`))
        rmSync(join(buildsDir, name), { recursive: true, force: true })
  }
  leftovers()
  try {
    await build(temporary)
    linkExtras(buildsDir, temporary, extras)
    renameSync(temporary, folder)
  } finally {
    leftovers()
  }
  return { folder, reused: false }
}

/**
 * Folders the local tools write into the served site, outside any build (the alert tests'
 * catalogues, `alerts-test/`): each build's is a link to one folder in `buildsDir`, so what was
 * put there is still served after a swap. What a build's own folder held moves there.
 * @param {string} buildsDir
 * @param {string} folder a build's folder
 * @param {readonly string[]} extras the folders' names, relative to the site's root
 */
function linkExtras(buildsDir, folder, extras) {
  for (const extra of extras) {
    const shared = join(buildsDir, 'shared', extra)
    mkdirSync(shared, { recursive: true })
    const link = join(folder, extra)
    if (existsSync(link) && lstatSync(link).isSymbolicLink()) continue
    if (existsSync(link)) cpSync(link, shared, { recursive: true })
    rmSync(link, { recursive: true, force: true })
    mkdirSync(dirname(link), { recursive: true })
    // Absolute: the folder holding the link moves (a build renamed into place, the plain build).
    symlinkSync(resolve(shared), link)
  }
}

/**
 * The stored build `served` (the Hosting emulator's folder) points at, or null when it is a
 * folder of its own (a plain `npm run build`) or missing.
 * @param {string} served
 */
export function servedBuild(served) {
  if (!existsSync(served) || !lstatSync(served).isSymbolicLink()) return null
  return resolve(dirname(served), readlinkSync(served))
}

/** Where the plain build (`npm run build`, public/'s catalogue) is kept while a link serves it. */
const plainBuild = (/** @type {string} */ buildsDir) => join(buildsDir, 'plain-build')

/**
 * Makes `served` a link when it is a plain build's folder: the folder moves into `buildsDir` and
 * a link to it takes its place (the one moment it is missing, at the runner's start, before any
 * version is published); from then on every swap is one rename (swapServed).
 * @param {{ served: string, buildsDir: string, extras?: readonly string[] }} options
 */
export function adoptServed({ served, buildsDir, extras = [] }) {
  if (!existsSync(served) || lstatSync(served).isSymbolicLink()) return
  linkExtras(buildsDir, served, extras)
  mkdirSync(buildsDir, { recursive: true })
  rmSync(plainBuild(buildsDir), { recursive: true, force: true })
  const link = `${served}.next-${process.pid}`
  rmSync(link, { force: true })
  symlinkSync(relative(dirname(served), plainBuild(buildsDir)), link)
  renameSync(served, plainBuild(buildsDir))
  renameSync(link, served)
}

/**
 * Serves `folder` at `served`: a new link renamed over the old one, one step for the Hosting
 * emulator, which resolves the path anew for each request; a page or file being read meanwhile is
 * read whole from the build it began in.
 * @param {{ served: string, folder: string, buildsDir: string, extras?: readonly string[] }} options
 */
export function swapServed({ served, folder, buildsDir, extras = [] }) {
  // A plain build made meanwhile (`npm run build` while the runner runs).
  adoptServed({ served, buildsDir, extras })
  const link = `${served}.next-${process.pid}`
  rmSync(link, { force: true })
  symlinkSync(relative(dirname(served), folder), link)
  renameSync(link, served)
}

/**
 * Serves the plain build as a folder again, if the runner set it aside (the browser tests start
 * from public/'s catalogue, with a local Firestore that has no version). Only while nothing
 * serves the folder.
 * @param {{ served: string, buildsDir: string }} options
 * @returns {boolean} whether it was put back
 */
export function restorePlainBuild({ served, buildsDir }) {
  if (servedBuild(served) === null || !existsSync(plainBuild(buildsDir))) return false
  rmSync(served, { force: true })
  renameSync(plainBuild(buildsDir), served)
  return true
}

/**
 * Removes the stored builds beyond the `keep` most recently built or used, never the one served.
 * @param {{ buildsDir: string, served: string, keep?: number }} options
 * @returns {string[]} the hashes removed
 */
export function pruneBuilds({ buildsDir, served, keep = KEPT_BUILDS }) {
  if (!existsSync(buildsDir)) return []
  const current = servedBuild(served)
  const builds = readdirSync(buildsDir)
    .filter((name) => HASH.test(name))
    .map((name) => ({ name, used: statSync(join(buildsDir, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used)
  const removed = builds
    .slice(keep)
    .filter(({ name }) => join(buildsDir, name) !== current)
    .map(({ name }) => name)
  for (const name of removed) rmSync(join(buildsDir, name), { recursive: true, force: true })
  return removed
}
