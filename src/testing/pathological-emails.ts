/**
 * Addresses of 16 KB of the kind that made the earlier email pattern try every dot against the rest
 * of the domain (quadratic: 200 ms each), for the tests that time a check.
 */
export const pathologicalEmails = [
  `a@${'a.'.repeat(8000)}`,
  `a@${'a.'.repeat(7995)},`,
  `a@${'.'.repeat(15990)},`,
  `${'a'.repeat(8000)}@${'.'.repeat(8000)}@`,
]

/** The fastest of a few runs of `run`, in ms: its own cost, without a collector's pause. */
export function fastestMs(run: () => unknown, times = 3) {
  let fastest = Infinity
  for (let n = 0; n < times; n += 1) {
    const started = performance.now()
    run()
    fastest = Math.min(fastest, performance.now() - started)
  }
  return fastest
}
