import { describe, expect, it } from 'vitest'
import { deleteAccountData, type AccountDataStore } from './delete-account-data'

/** Documents by path, listed as Firestore lists a collection: only its direct children. */
function memoryStore(paths: string[]) {
  const documents = new Set(paths)
  const deleted: string[][] = []
  const store: AccountDataStore = {
    list: async (collectionPath) =>
      [...documents].filter(
        (path) =>
          path.startsWith(`${collectionPath}/`) &&
          !path.slice(collectionPath.length + 1).includes('/'),
      ),
    delete: async (batch) => {
      deleted.push(batch)
      for (const path of batch) documents.delete(path)
    },
  }
  return { store, documents, deleted }
}

const mine = [
  'accounts/ann/searches/s1',
  'accounts/ann/searches/s2',
  'accounts/ann/saved/7',
  'accounts/ann/searchTurns/0000000001',
  'accounts/ann/savedTurns/0000000001',
  'accounts/ann/savedTurns/0000000002',
  'alertPeople/ann',
  'alertPeople/ann/pending/v1',
  'alertPeople/ann/mails/v1',
]
const others = [
  'accounts/bob/searches/s1',
  'accounts/bob/saved/7',
  'alertPeople/bob',
  'alertPeople/bob/pending/v1',
  'alertPeople/annie/mails/v1',
  'alertCatalogue/current',
]

describe('deleteAccountData', () => {
  it("deletes the account's searches, saved estates, their turns and alert state, and nobody else's", async () => {
    const { store, documents } = memoryStore([...mine, ...others])
    expect(await deleteAccountData('ann', store)).toBe(8)
    expect([...documents].sort()).toEqual([...others].sort())
  })

  it('runs again, or for an account that kept nothing, without error', async () => {
    const { store, documents } = memoryStore([...mine, ...others])
    await deleteAccountData('ann', store)
    expect(await deleteAccountData('ann', store)).toBe(0)
    expect(await deleteAccountData('carol', store)).toBe(0)
    expect(documents.size).toBe(others.length)
  })

  it('refuses an id that would reach another path', async () => {
    const { store, deleted } = memoryStore(others)
    await expect(deleteAccountData('', store)).rejects.toThrow()
    await expect(deleteAccountData('bob/searches', store)).rejects.toThrow()
    expect(deleted).toEqual([])
  })
})
