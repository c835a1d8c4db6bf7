import { describe, expect, it } from 'vitest'
import { inboxRequest } from '@/testing/inbox-requests'
import { deleteAccountData, type AccountDataStore } from './delete-account-data'
import { memoryInbox } from './inbox/inbox-store'

/** Documents by path, listed as Firestore lists a collection: only its direct children. */
function memoryStore(paths: string[]) {
  const documents = new Set(paths)
  const deleted: string[][] = []
  const inbox = memoryInbox()
  const store: AccountDataStore = {
    unlinkRequests: inbox.unlinkAccount,
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
  return { store, documents, deleted, inbox }
}

const requestOf = (uid: string) => inboxRequest(uid)

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
    expect(await deleteAccountData('ann', store)).toEqual({ deleted: 8, unlinked: 0 })
    expect([...documents].sort()).toEqual([...others].sort())
  })

  it("keeps the account's requests in the agency's inbox, unlinked from it; others' stay linked", async () => {
    const { store, inbox } = memoryStore(mine)
    await inbox.add(requestOf('ann'))
    await inbox.add(requestOf('bob'))
    await inbox.add(requestOf('ann'))
    expect(await deleteAccountData('ann', store)).toEqual({ deleted: 8, unlinked: 2 })
    const [first, bobs, second] = [...inbox.requests.values()]
    for (const request of [first, second]) {
      expect(request).toMatchObject({
        visitorUid: null,
        visitor: { account: null, name: 'Ann Lee' },
      })
      expect(request?.message).toBe('Hello')
    }
    expect(bobs).toEqual(requestOf('bob'))
    expect((await deleteAccountData('ann', store)).unlinked).toBe(0)
  })

  it('runs again, or for an account that kept nothing, without error', async () => {
    const { store, documents } = memoryStore([...mine, ...others])
    await deleteAccountData('ann', store)
    expect(await deleteAccountData('ann', store)).toEqual({ deleted: 0, unlinked: 0 })
    expect(await deleteAccountData('carol', store)).toEqual({ deleted: 0, unlinked: 0 })
    expect(documents.size).toBe(others.length)
  })

  it('refuses an id that would reach another path', async () => {
    const { store, deleted } = memoryStore(others)
    await expect(deleteAccountData('', store)).rejects.toThrow()
    await expect(deleteAccountData('bob/searches', store)).rejects.toThrow()
    expect(deleted).toEqual([])
  })
})
