import { writeDocument } from '../../scripts/lib/local-firestore.mjs'
import type { Language } from '../../src/config/languages'
import type { TestUser } from './auth-emulator'

/**
 * A saved search (and saved estates) in the account's store, as the functions write them: a
 * subscriber of the catalogue alerts (decision 034).
 */
export async function subscribe(
  user: TestUser,
  search: { name: string; query: string; frequency: 'daily' | 'weekly' | 'off' },
  { saved = [], language = 'en' }: { saved?: string[]; language?: Language } = {},
) {
  const now = Date.now()
  await writeDocument(`accounts/${user.uid}/searches/s1`, {
    ...search,
    language,
    createdAt: now,
    updatedAt: now,
  })
  for (const id of saved)
    await writeDocument(`accounts/${user.uid}/saved/${id}`, { title: id, savedAt: now })
}
