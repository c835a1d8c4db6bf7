// The local site runner's folders (scripts/site-runner.mjs): each catalogue version's site is
// built once into a folder of its own, named by the version's content hash, and the folder the
// Hosting emulator serves (firebase.json's hosting.public, `dist`) is a symbolic link to one of
// them, replaced in one rename. A version whose site is already built (a rollback) is served again
// as it was, byte for byte.
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
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
 * How many catalogue versions' files a served site holds under `catalogue/{id}/` (decision 054),
 * its own among them: a page of one of the versions before keeps reading its own data.
 */
export const KEPT_CATALOGUES = 10

/** A catalogue's id (src/config/paths.ts's catalogueVersion.id): its folder's name. */
const CATALOGUE_ID = /^[0-9a-f]{16}$/

/** The folder a built site serves catalogue versions' files from (catalogueVersion.prefix). */
export const CATALOGUES = 'catalogue'

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
 * Gives the site `to` the catalogue versions' files the site `from` serves (`catalogue/{id}/`),
 * before `to` is served in its place: a page of an earlier version, open in a browser or fetched
 * mid-swap, still finds its own version's data (decision 054). The files are hard links (they
 * never change), copies across file systems. `to` keeps the `keep` most recently served ids, its
 * own (`own`) always: the one it serves now counts as served last.
 * @param {{ from: string | null, to: string, own: string, keep?: number }} options
 * @returns {string[]} the ids `to` holds, most recently served first
 */
export function carryCatalogues({ from, to, own, keep = KEPT_CATALOGUES }) {
  if (!CATALOGUE_ID.test(own)) throw new Error(`Not a catalogue's id: ${JSON.stringify(own)}`)
  const target = join(to, CATALOGUES)
  mkdirSync(target, { recursive: true })
  const source = from && resolve(from) !== resolve(to) ? join(from, CATALOGUES) : null
  if (source && existsSync(source))
    for (const id of readdirSync(source)) {
      if (!CATALOGUE_ID.test(id) || existsSync(join(target, id))) continue
      // Whole or not at all: filled under another name, then renamed.
      const part = join(target, `.carrying-${id}-${process.pid}`)
      rmSync(part, { recursive: true, force: true })
      mkdirSync(part)
      for (const file of readdirSync(join(source, id))) {
        try {
          linkSync(join(source, id, file), join(part, file))
        } catch {
          copyFileSync(join(source, id, file), join(part, file))
        }
      }
      renameSync(part, join(target, id))
      // When it was last served, as the site it comes from says.
      const { mtime } = statSync(join(source, id))
      utimesSync(join(target, id), mtime, mtime)
    }
  if (existsSync(join(target, own))) {
    const now = new Date()
    utimesSync(join(target, own), now, now)
  }
  const ids = readdirSync(target)
    .filter((name) => CATALOGUE_ID.test(name) && name !== own)
    .map((id) => ({ id, served: statSync(join(target, id)).mtimeMs }))
    .sort((a, b) => b.served - a.served)
    .map(({ id }) => id)
  for (const id of ids.slice(keep - 1)) rmSync(join(target, id), { recursive: true, force: true })
  return [own, ...ids.slice(0, keep - 1)]
}

/**
 * The catalogue versions a deployed build serves beside its own (decision 054), as the local
 * runner carries them from the served folder: Hosting's files cannot be read back, so they are
 * the newest versions that went live (`builds/{n}` stays `live` once it was), whose files the
 * private bucket keeps. Their ids, newest first, and the hash their files are stored under.
 * @param {{ n: number, hash: string }[]} wentLive
 * @param {string} own the new build's catalogue id
 * @param {number} idLength
 * @returns {{ id: string, hash: string }[]}
 */
export function cataloguesToCarry(wentLive, own, idLength, keep = KEPT_CATALOGUES) {
  /** @type {Map<string, string>} */
  const carried = new Map()
  for (const { hash } of [...wentLive].sort((a, b) => b.n - a.n)) {
    const id = hash.slice(0, idLength)
    if (id !== own && !carried.has(id) && carried.size < keep - 1) carried.set(id, hash)
  }
  return [...carried].map(([id, hash]) => ({ id, hash }))
}

/**
 * Serves `folder` at `served`: a new link renamed over the old one, one step for the Hosting
 * emulator, which resolves the path anew for each request; a page or file being read meanwhile is
 * read whole from the build it began in. Given the id of the catalogue `folder` serves, the
 * catalogue versions' files served until now are carried over first (carryCatalogues).
 * @param {{ served: string, folder: string, buildsDir: string, extras?: readonly string[],
 *   catalogueId?: string }} options
 */
export function swapServed({ served, folder, buildsDir, extras = [], catalogueId }) {
  // A plain build made meanwhile (`npm run build` while the runner runs).
  adoptServed({ served, buildsDir, extras })
  if (catalogueId) carryCatalogues({ from: servedBuild(served), to: folder, own: catalogueId })
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
