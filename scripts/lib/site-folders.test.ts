// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import {
  buildOnce,
  carryCatalogues,
  cataloguesToCarry,
  KEPT_CATALOGUES,
  swapServed,
} from './site-folders.mjs'

let dir = ''
let buildsDir = ''
let served = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-folders-'))
  buildsDir = join(dir, 'dist-builds')
  served = join(dir, 'dist')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const hashOf = (n: number) => n.toString(16).padStart(16, '0').repeat(4)
const idOf = (n: number) => hashOf(n).slice(0, 16)

/** Version n's site, as the build writes it: its data.json, again under its catalogue's id. */
const build = (n: number) =>
  buildOnce({
    buildsDir,
    hash: hashOf(n),
    build: async (outDir) => {
      mkdirSync(join(outDir, 'catalogue', idOf(n)), { recursive: true })
      writeFileSync(join(outDir, 'data.json'), `version ${n}`)
      writeFileSync(join(outDir, 'catalogue', idOf(n), 'data.json'), `version ${n}`)
    },
  })

/**
 * Version n built (or found built) and swapped in, as the runner does: builds apart, so each swap
 * in a later millisecond than the last (a served catalogue's time is its folder's mtime, to the
 * millisecond; two swaps within one tied, and the newest could be the one dropped).
 */
async function publish(n: number) {
  const { folder } = await build(n)
  const start = Date.now()
  while (Date.now() === start) await new Promise((resolve) => setTimeout(resolve, 1))
  swapServed({ served, folder, buildsDir, catalogueId: idOf(n) })
}

const servedFile = (path: string) => readFileSync(join(served, path), 'utf8')
const servedIds = () => readdirSync(join(served, 'catalogue')).sort()

test('a swap keeps the versions served before: a page of version 1 still reads its data under 2', async () => {
  await publish(1)
  await publish(2)

  expect(servedFile('data.json')).toBe('version 2')
  expect(servedFile(`catalogue/${idOf(1)}/data.json`)).toBe('version 1')
  expect(servedFile(`catalogue/${idOf(2)}/data.json`)).toBe('version 2')
  // Hard links: the same file, not a second copy.
  expect(statSync(join(served, 'catalogue', idOf(1), 'data.json')).ino).toBe(
    statSync(join(buildsDir, hashOf(1), 'catalogue', idOf(1), 'data.json')).ino,
  )
})

test('a restored version (a stored build reused) gets the versions served since, its data.json unchanged', async () => {
  await publish(1)
  await publish(2)
  await publish(3)
  await publish(1)

  expect(servedFile('data.json')).toBe('version 1')
  expect(servedIds()).toEqual([idOf(1), idOf(2), idOf(3)])
  expect(servedFile(`catalogue/${idOf(3)}/data.json`)).toBe('version 3')
})

test(`the served site keeps the ${KEPT_CATALOGUES} most recently served catalogues, its own always`, async () => {
  for (let n = 1; n <= KEPT_CATALOGUES + 2; n++) await publish(n)

  const newest = Array.from({ length: KEPT_CATALOGUES }, (_, i) => idOf(KEPT_CATALOGUES + 2 - i))
  expect(servedIds()).toEqual(newest.sort())

  // Its own is kept even when every other one was served after it (mtimes from the future).
  const to = join(dir, 'old-build')
  mkdirSync(join(to, 'catalogue', idOf(99)), { recursive: true })
  const later = new Date(Date.now() + 60_000)
  for (const id of servedIds()) utimesSync(join(served, 'catalogue', id), later, later)
  const kept = carryCatalogues({ from: served, to, own: idOf(99), keep: 3 })
  expect(kept[0]).toBe(idOf(99))
  expect(kept).toHaveLength(3)
  expect(readdirSync(join(to, 'catalogue')).sort()).toEqual([...kept].sort())
})

test('nothing half-carried is left, and a name that is not an id is not carried', async () => {
  await publish(1)
  const { folder } = await build(2)
  mkdirSync(join(folder, '..', hashOf(1), 'catalogue', 'not-an-id'))
  swapServed({ served, folder, buildsDir, catalogueId: idOf(2) })

  expect(readdirSync(join(served, 'catalogue')).sort()).toEqual([idOf(1), idOf(2)].sort())
  expect(existsSync(join(served, 'catalogue', 'not-an-id'))).toBe(false)
  expect(() => carryCatalogues({ from: null, to: folder, own: '../x' })).toThrow(/Not a catalogue/)
})

test("a plain build served before the runner's first swap hands its catalogue on", async () => {
  mkdirSync(join(served, 'catalogue', idOf(7)), { recursive: true })
  writeFileSync(join(served, 'data.json'), 'public catalogue')
  writeFileSync(join(served, 'catalogue', idOf(7), 'data.json'), 'public catalogue')
  await publish(1)

  expect(servedFile('data.json')).toBe('version 1')
  expect(servedFile(`catalogue/${idOf(7)}/data.json`)).toBe('public catalogue')
})

test('a deployed build carries the newest versions that went live, its own and repeats left out', () => {
  const hash = (digit: string) => digit.repeat(64)
  const wentLive = [
    { n: 3, hash: hash('3') },
    { n: 12, hash: hash('c') },
    { n: 7, hash: hash('7') },
    // A restore of version 3's files: the same catalogue, once.
    { n: 9, hash: hash('3') },
    { n: 11, hash: hash('b') },
  ]
  expect(cataloguesToCarry(wentLive, 'b'.repeat(16), 16, 3)).toEqual([
    { id: 'c'.repeat(16), hash: hash('c') },
    { id: '3'.repeat(16), hash: hash('3') },
  ])
  expect(cataloguesToCarry([], 'b'.repeat(16), 16)).toEqual([])
})
