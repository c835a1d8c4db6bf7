import type { WriteTurns } from './write-turns'

/**
 * Write turns over memory, for the stores' memory twins in tests. Each call waits for `pause`
 * first (a tick, say), as a call to Firestore waits for the network, so that requests at once
 * interleave as they do deployed; what a call then does, it does at once, as Firestore does.
 */
export function memoryWriteTurns<R, W>({
  read,
  write,
  pause = async () => undefined,
}: {
  read: (uid: string) => R[]
  write: (uid: string, writes: readonly W[]) => void
  pause?: () => Promise<void>
}): WriteTurns<R, W> {
  const highest = new Map<string, number>()
  return {
    async latest(uid) {
      await pause()
      return highest.get(uid) ?? 0
    },
    async read(uid) {
      await pause()
      return read(uid)
    },
    async take(uid, n, writes) {
      await pause()
      // Turns 1..highest exist: n is taken unless it is the next one.
      if (n <= (highest.get(uid) ?? 0)) return false
      highest.set(uid, n)
      write(uid, writes)
      return true
    },
  }
}
