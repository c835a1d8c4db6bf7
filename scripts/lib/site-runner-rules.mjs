// The local site runner's rules (scripts/site-runner.mjs; issue 45, decision 053), apart from
// Firestore and the disk so that a test drives them with a store in memory and a fake build:
// - one build at a time; when free it takes the newest `queued` build and marks the older queued
//   ones `superseded` (two publishes at once: one build, one queued, and only the newest is built);
// - it swaps a build in only when its version is newer than the live one (`site/live.n`), checked
//   before building and again before swapping: a build that finishes after a newer one went live
//   never replaces it;
// - once a version is live, its alerts run (announce), once: only here, never at a restart;
// - a failed build is `failed` with a sentence for staff, and the served site is left as it was.

/**
 * A build whose failure staff can act on: its message is the sentence the back office shows.
 */
export class BuildFailure extends Error {
  name = 'BuildFailure'
}

/**
 * The sentence staff read for a build that failed: a BuildFailure's own, else a generic one with
 * the cause (an unexpected error of the runner's machine, for whoever looks after it).
 * @param {unknown} error
 */
export function staffReason(error) {
  if (error instanceof BuildFailure) return error.message
  const cause = error instanceof Error ? error.message : String(error)
  return `The local site runner could not build this version (${cause.split('\n')[0]}); the site still shows the version before it.`
}

/**
 * @typedef {{ id: string, n: number, hash: string }} QueuedBuild
 * @typedef {{ n: number, hash: string }} LiveSite
 * @typedef {{
 *   queued: () => Promise<QueuedBuild[]>,
 *   interrupted: () => Promise<QueuedBuild[]>,
 *   update: (id: string, fields: Record<string, unknown>) => Promise<void>,
 *   live: () => Promise<LiveSite | null>,
 *   setLive: (live: LiveSite & { at: string }) => Promise<void>,
 *   photos: (id: string) => Promise<string[]>,
 * }} BuildStore
 * @typedef {(version: { n: number, hash: string, photos: string[] }) =>
 *   Promise<{ folder: string, reused: boolean }>} Prepare
 */

/**
 * @param {{
 *   store: BuildStore,
 *   prepare: Prepare,
 *   swap: (folder: string) => void | Promise<void>,
 *   served?: () => string | null,
 *   afterSwap?: () => void | Promise<void>,
 *   announce?: (version: { n: number }) => Promise<
 *     import('../../src/features/listings/publishing-schema.ts').AlertsReport>,
 *   stopped?: () => boolean,
 *   now?: () => number,
 *   log?: (line: string) => void,
 * }} deps
 *   prepare builds a version's site (or finds it built) and gives its folder; swap serves that
 *   folder; served is the folder now served (to put back the live version's after a restart);
 *   announce runs the alerts of a version gone live and says what they did (its failure is the
 *   alerts', recorded on the build: the site is live all the same);
 *   stopped says the runner is stopping: a build cut short then is not a failed one (it stays
 *   `building`, and is queued again at the next start).
 */
export function createSiteRunner({
  store,
  prepare,
  swap,
  served = () => null,
  afterSwap = () => {},
  announce = async () => ({ state: 'failed', reason: 'nothing runs alerts here' }),
  stopped = () => false,
  now = Date.now,
  log = () => {},
}) {
  const iso = () => new Date(now()).toISOString()

  /**
   * Once, at start: builds a stopped runner left `building` go back to `queued` (the rules then
   * decide again), and the served site becomes the live version's again if it is not (`npm start`
   * builds public/'s catalogue before the runner starts).
   */
  async function recover() {
    for (const build of await store.interrupted()) {
      await store.update(build.id, { state: 'queued' })
      log(`build ${build.n}: interrupted earlier, queued again`)
    }
    const live = await store.live()
    if (!live) return
    try {
      const photos = await store.photos(versionId(live.n))
      const { folder, reused } = await prepare({ n: live.n, hash: live.hash, photos })
      if (served() === folder) return
      await swap(folder)
      log(`version ${live.n}: served again (${reused ? 'stored build' : 'rebuilt'})`)
    } catch (error) {
      // The runner goes on: the next publish or restore puts a version in place.
      log(`version ${live.n} could not be served again: ${staffReason(error)}`)
    }
  }

  /**
   * One look at the queue: builds the newest queued version, if any.
   * @returns {Promise<{ n: number, state: string } | null>} what became of the build taken
   */
  async function tick() {
    const queued = (await store.queued()).sort((a, b) => b.n - a.n)
    const [newest, ...older] = queued
    if (!newest) return null
    for (const build of older) {
      await store.update(build.id, { state: 'superseded', endedAt: iso() })
      log(`build ${build.n}: superseded by ${newest.n}`)
    }
    const newer = async () => {
      const live = await store.live()
      return live !== null && live.n >= newest.n
    }
    if (await newer()) {
      await store.update(newest.id, { state: 'superseded', endedAt: iso() })
      log(`build ${newest.n}: superseded, a newer version is live`)
      return { n: newest.n, state: 'superseded' }
    }
    const started = now()
    await store.update(newest.id, { state: 'building', startedAt: iso() })
    log(`build ${newest.n}: building ${newest.hash.slice(0, 12)}`)
    const seconds = () => Math.round((now() - started) / 100) / 10
    let folder
    try {
      const photos = await store.photos(newest.id)
      ;({ folder } = await prepare({ n: newest.n, hash: newest.hash, photos }))
    } catch (error) {
      if (stopped()) throw error
      const reason = staffReason(error)
      await store.update(newest.id, {
        state: 'failed',
        endedAt: iso(),
        seconds: seconds(),
        error: reason,
      })
      log(`build ${newest.n}: failed: ${reason}`)
      return { n: newest.n, state: 'failed' }
    }
    if (await newer()) {
      await store.update(newest.id, { state: 'superseded', endedAt: iso(), seconds: seconds() })
      log(`build ${newest.n}: built, but a newer version went live meanwhile`)
      return { n: newest.n, state: 'superseded' }
    }
    // From here an error is the runner's, not the build's: it stops (and says so), and at its
    // next start the build is queued again and the live site put right (recover).
    await swap(folder)
    const at = iso()
    await store.setLive({ n: newest.n, hash: newest.hash, at })
    await store.update(newest.id, { state: 'live', endedAt: at, seconds: seconds() })
    log(`build ${newest.n}: live after ${seconds()} s`)
    await afterSwap()
    const alerts = await announce({ n: newest.n }).catch((/** @type {unknown} */ error) => ({
      state: /** @type {const} */ ('failed'),
      reason: error instanceof Error ? error.message : String(error),
    }))
    await store.update(newest.id, { alerts })
    log(`build ${newest.n}: alerts ${JSON.stringify(alerts)}`)
    return { n: newest.n, state: 'live' }
  }

  return { recover, tick }
}

/** A version's document id (and its build's): its number, zero-padded to 6 (the contract's). */
export const versionId = (/** @type {number} */ n) => String(n).padStart(6, '0')
