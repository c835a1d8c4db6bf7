import { savedEstates as limits } from '@/config/constants'
import type { SavedEstateRecord } from '@/features/saved/saved-estate-schema'
import type { SavedEstatesDb } from './handle-saved-estates'
import { memoryWriteTurns } from './memory-write-turns'
import { attemptsFor, writeInTurn } from './write-turns'

/**
 * The saved estates in memory, for the function's unit tests; `pause` makes each call of the store
 * wait (a tick, say) as a call to Firestore does. `put` stores estates directly, to set a test up.
 */
export function memorySavedEstates({ pause }: { pause?: () => Promise<void> } = {}) {
  const accounts = new Map<string, Map<string, SavedEstateRecord>>()
  const of = (uid: string) => {
    const list = accounts.get(uid) ?? new Map<string, SavedEstateRecord>()
    accounts.set(uid, list)
    return list
  }
  const put = (uid: string, estates: readonly SavedEstateRecord[]) => {
    for (const entry of estates) of(uid).set(entry.id, { ...entry })
  }
  const turns = memoryWriteTurns<SavedEstateRecord, SavedEstateRecord>({
    read: (uid) => [...of(uid).values()].map((entry) => ({ ...entry })),
    write: put,
    pause,
  })
  const db: SavedEstatesDb = {
    list: async (uid) => [...of(uid).values()].map((entry) => ({ ...entry })),
    change: (uid, decide) =>
      writeInTurn(
        turns,
        uid,
        (stored) => {
          const { put: writes, answer } = decide(stored)
          return { writes, answer }
        },
        attemptsFor(limits.max),
      ),
    remove: async (uid, id) => {
      of(uid).delete(id)
    },
  }
  return {
    ...db,
    accounts,
    put: async (uid: string, estates: readonly SavedEstateRecord[]) => put(uid, estates),
  }
}
