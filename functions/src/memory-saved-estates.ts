import type { SavedEstateRecord } from '@/features/saved/saved-estate-schema'
import type { SavedEstatesDb } from './handle-saved-estates'

/** The saved estates in memory, for the function's unit tests. */
export function memorySavedEstates(): SavedEstatesDb & {
  accounts: Map<string, Map<string, SavedEstateRecord>>
} {
  const accounts = new Map<string, Map<string, SavedEstateRecord>>()
  const of = (uid: string) => {
    const list = accounts.get(uid) ?? new Map<string, SavedEstateRecord>()
    accounts.set(uid, list)
    return list
  }
  return {
    accounts,
    list: async (uid) => [...of(uid).values()].map((entry) => ({ ...entry })),
    put: async (uid, estates) => {
      for (const entry of estates) of(uid).set(entry.id, { ...entry })
    },
    remove: async (uid, id) => {
      of(uid).delete(id)
    },
  }
}
