// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import {
  adoptServed,
  buildOnce,
  pruneBuilds,
  restorePlainBuild,
  servedBuild,
  swapServed,
} from './site-folders.mjs'
import type { AlertsReport } from '../../src/features/listings/publishing-schema'
import { BuildFailure, createSiteRunner, versionId } from './site-runner-rules.mjs'

type Build = {
  n: number
  hash: string
  state: string
  error?: string
  seconds?: number
  alerts?: string
}

const hashOf = (letter: string) => letter.repeat(64)

/** The runner's store in memory: `builds/{n}`, `site/live`, each version's photos. */
function memoryStore() {
  const builds = new Map<string, Build>()
  let live: { n: number; hash: string; at: string } | null = null
  const listed = (state: string) =>
    [...builds].filter(([, b]) => b.state === state).map(([id, b]) => ({ id, ...b }))
  return {
    builds,
    queue: (n: number, hash: string) => builds.set(versionId(n), { n, hash, state: 'queued' }),
    state: (n: number) => builds.get(versionId(n)),
    get liveSite() {
      return live
    },
    set liveSite(value) {
      live = value
    },
    store: {
      queued: async () => listed('queued'),
      interrupted: async () => listed('building'),
      update: async (id: string, fields: Record<string, unknown>) => {
        builds.set(id, { ...builds.get(id)!, ...fields })
      },
      live: async () => live,
      setLive: async (value: { n: number; hash: string; at: string }) => {
        live = value
      },
      photos: async () => [],
    },
  }
}

let dir = ''
let buildsDir = ''
let served = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-runner-'))
  buildsDir = join(dir, 'dist-builds')
  served = join(dir, 'dist')
  // A plain build's folder, as `npm run build` leaves it.
  mkdirSync(served)
  writeFileSync(join(served, 'data.json'), 'public catalogue')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const servedData = () => readFileSync(join(served, 'data.json'), 'utf8')

/**
 * The runner with the real folders (in a temporary one) and a fake build: it writes the
 * version's number into data.json, or fails when `fail` says so. `during` runs mid-build.
 */
function runner(
  memory: ReturnType<typeof memoryStore>,
  options: {
    fail?: (n: number) => boolean
    during?: (n: number) => void
    announce?: (version: { n: number }) => Promise<AlertsReport>
  } = {},
) {
  const built: number[] = []
  const site = createSiteRunner({
    store: memory.store,
    prepare: ({ n, hash }) =>
      buildOnce({
        buildsDir,
        hash,
        extras: ['alerts-test'],
        build: async (outDir) => {
          built.push(n)
          options.during?.(n)
          mkdirSync(outDir, { recursive: true })
          writeFileSync(join(outDir, 'data.json'), `version ${n}`)
          if (options.fail?.(n))
            throw new BuildFailure(`data.json: estate 3 has no price (version ${n}).`)
        },
      }),
    swap: (folder) => swapServed({ served, folder, buildsDir, extras: ['alerts-test'] }),
    served: () => servedBuild(served),
    announce: options.announce,
  })
  return { ...site, built }
}

test('the newest queued build is built and goes live; the older queued ones are superseded', async () => {
  const memory = memoryStore()
  memory.queue(1, hashOf('a'))
  memory.queue(3, hashOf('c'))
  memory.queue(2, hashOf('b'))
  const { tick, built } = runner(memory)

  expect(await tick()).toEqual({ n: 3, state: 'live' })

  expect(built).toEqual([3])
  expect(memory.state(1)?.state).toBe('superseded')
  expect(memory.state(2)?.state).toBe('superseded')
  expect(memory.state(3)).toMatchObject({ state: 'live', seconds: expect.any(Number) })
  expect(memory.liveSite).toMatchObject({ n: 3, hash: hashOf('c') })
  expect(servedData()).toBe('version 3')
  // Nothing left to do.
  expect(await tick()).toBeNull()
})

test('a version gone live has its alerts run once, after the swap; a failed run is only recorded', async () => {
  const memory = memoryStore()
  const announced: { n: number; served: string }[] = []
  let down = false
  const { tick } = runner(memory, {
    announce: async ({ n }) => {
      announced.push({ n, served: servedData() })
      if (down) throw new Error('the alerts function answered 503')
      return { state: 'sent', mailed: 2, subscribers: 3, failed: 0 }
    },
  })
  memory.queue(1, hashOf('a'))
  await tick()
  expect(announced).toEqual([{ n: 1, served: 'version 1' }])
  expect(memory.state(1)).toMatchObject({
    state: 'live',
    alerts: { state: 'sent', mailed: 2, subscribers: 3, failed: 0 },
  })

  down = true
  memory.queue(2, hashOf('b'))
  expect(await tick()).toEqual({ n: 2, state: 'live' })
  expect(memory.state(2)).toMatchObject({
    state: 'live',
    alerts: { state: 'failed', reason: 'the alerts function answered 503' },
  })
  // Superseded, failed and idle ticks announce nothing.
  memory.queue(3, hashOf('c'))
  memory.queue(4, hashOf('d'))
  await tick()
  await tick()
  expect(announced.map(({ n }) => n)).toEqual([1, 2, 4])
})

test('a build that finishes after a newer version went live does not replace it', async () => {
  const memory = memoryStore()
  memory.queue(4, hashOf('d'))
  // Version 5 goes live while version 4 builds (its build queued later, taken by another run).
  const { tick } = runner(memory, {
    during: () => {
      memory.liveSite = { n: 5, hash: hashOf('e'), at: '2026-11-28T10:00:00.000Z' }
    },
  })

  expect(await tick()).toEqual({ n: 4, state: 'superseded' })

  expect(memory.liveSite?.n).toBe(5)
  expect(servedData()).toBe('public catalogue')
})

test('an older version queued after a newer one went live is not even built', async () => {
  const memory = memoryStore()
  memory.queue(7, hashOf('f'))
  const { tick, built } = runner(memory)
  await tick()
  memory.queue(6, hashOf('e'))

  expect(await tick()).toEqual({ n: 6, state: 'superseded' })

  expect(built).toEqual([7])
  expect(servedData()).toBe('version 7')
})

test('@fault a failed build leaves the served site untouched and records why', async () => {
  const memory = memoryStore()
  memory.queue(1, hashOf('a'))
  memory.queue(2, hashOf('b'))
  const { tick } = runner(memory, { fail: (n) => n === 3 })
  await tick()
  const before = servedData()
  memory.queue(3, hashOf('c'))

  expect(await tick()).toEqual({ n: 3, state: 'failed' })

  expect(servedData()).toBe(before)
  expect(servedBuild(served)).toBe(join(buildsDir, hashOf('b')))
  expect(memory.state(3)).toMatchObject({
    state: 'failed',
    error: 'data.json: estate 3 has no price (version 3).',
  })
  expect(memory.liveSite?.n).toBe(2)
  // Nothing half-built is kept: the same version queued again is built anew.
  expect(pruneBuilds({ buildsDir, served, keep: 10 })).toEqual([])
  expect(() => readFileSync(join(buildsDir, hashOf('c'), 'data.json'))).toThrow()
})

test('@fault an unexpected error in a build is recorded in words, not thrown', async () => {
  const memory = memoryStore()
  memory.queue(1, hashOf('a'))
  const { tick } = createSiteRunner({
    store: memory.store,
    prepare: () => Promise.reject(new Error('ENOSPC: no space left on device')),
    swap: () => {
      throw new Error('never swapped')
    },
  })

  expect(await tick()).toEqual({ n: 1, state: 'failed' })
  expect(memory.state(1)?.error).toMatch(/could not build this version \(ENOSPC/)
})

test('a version whose site is stored is served again as it was, without building (rollback)', async () => {
  const memory = memoryStore()
  memory.queue(1, hashOf('a'))
  const { tick, built } = runner(memory)
  await tick()
  memory.queue(2, hashOf('b'))
  await tick()
  // Version 3 restores version 1: the same files, the same hash.
  memory.queue(3, hashOf('a'))

  expect(await tick()).toEqual({ n: 3, state: 'live' })

  expect(built).toEqual([1, 2])
  expect(servedData()).toBe('version 1')
  expect(memory.liveSite).toMatchObject({ n: 3, hash: hashOf('a') })
})

test('at start, a build left building is queued again and the live version served again', async () => {
  const memory = memoryStore()
  memory.queue(1, hashOf('a'))
  const first = runner(memory)
  await first.tick()
  // `npm start` built public/'s catalogue into dist again, and a build was cut short.
  rmSync(served)
  mkdirSync(served)
  writeFileSync(join(served, 'data.json'), 'public catalogue')
  memory.builds.set(versionId(2), { n: 2, hash: hashOf('b'), state: 'building' })
  const again = runner(memory)

  await again.recover()

  expect(servedData()).toBe('version 1')
  expect(again.built).toEqual([])
  expect(memory.state(2)?.state).toBe('queued')
  expect(await again.tick()).toEqual({ n: 2, state: 'live' })
})

test('a runner stopping mid-build leaves the build to be taken again, not failed', async () => {
  const memory = memoryStore()
  memory.queue(1, hashOf('a'))
  let stopping = false
  const { tick } = createSiteRunner({
    store: memory.store,
    prepare: () => {
      stopping = true
      return Promise.reject(new BuildFailure('The build stopped.'))
    },
    swap: () => {},
    stopped: () => stopping,
  })

  await expect(tick()).rejects.toThrow('The build stopped.')
  expect(memory.state(1)?.state).toBe('building')
})

test('only the last few builds are kept, never the one served', async () => {
  const memory = memoryStore()
  const letters = [...'abcdef0']
  for (const [n, letter] of letters.entries()) {
    memory.queue(n + 1, hashOf(letter))
    await runner(memory).tick()
  }
  // Used in the order built, but the served one (0) the longest ago.
  for (const [index, letter] of letters.entries()) {
    const used = letter === '0' ? 1_000 : 2_000 + index
    utimesSync(join(buildsDir, hashOf(letter)), used, used)
  }

  const removed = pruneBuilds({ buildsDir, served, keep: 3 })

  expect(removed.sort()).toEqual(['a', 'b', 'c'].map(hashOf))
  expect(servedData()).toBe('version 7')
})

test('a hash that is not one names no folder', async () => {
  await expect(
    buildOnce({ buildsDir, hash: '../../etc', build: () => Promise.resolve() }),
  ).rejects.toThrow(/Not a catalogue version's hash/)
})

test('what local tools put in the served site is still served after a swap, and the plain build comes back', async () => {
  mkdirSync(join(served, 'alerts-test'))
  writeFileSync(join(served, 'alerts-test/before.json'), 'staged before the runner')
  adoptServed({ served, buildsDir, extras: ['alerts-test'] })
  writeFileSync(join(served, 'alerts-test/during.json'), 'staged on the plain build')
  const memory = memoryStore()
  memory.queue(1, hashOf('a'))
  await runner(memory).tick()
  memory.queue(2, hashOf('b'))
  await runner(memory).tick()

  expect(servedData()).toBe('version 2')
  expect(readFileSync(join(served, 'alerts-test/before.json'), 'utf8')).toBe(
    'staged before the runner',
  )
  expect(readFileSync(join(served, 'alerts-test/during.json'), 'utf8')).toBe(
    'staged on the plain build',
  )

  expect(restorePlainBuild({ served, buildsDir })).toBe(true)
  expect(servedBuild(served)).toBeNull()
  expect(servedData()).toBe('public catalogue')
})
