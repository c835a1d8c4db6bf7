import type { Firestore } from 'firebase-admin/firestore'
import { ratesFileSchema } from '@/lib/rates'
import type { RatesStore, StoredRates } from './refresh-rates'

/** A stored document read back with the site's own schema; anything else reads as no set. */
function read(data: FirebaseFirestore.DocumentData | undefined): StoredRates | null {
  const parsed = ratesFileSchema.safeParse(data)
  if (!parsed.success) return null
  const note = data?.note
  return { ...parsed.data, note: typeof note === 'string' ? note : '' }
}

/**
 * The exchange rates in Firestore: the latest set at `exchangeRates/latest`, and each day's at
 * `exchangeRateHistory/{date}` (what the site showed on a day can be told afterwards). Written and
 * read only by the functions through the Admin SDK (firestore.rules lets no client in).
 */
export function firestoreRatesStore(db: Firestore): RatesStore {
  const latest = db.collection('exchangeRates').doc('latest')
  return {
    async latest() {
      return read((await latest.get()).data())
    },
    async save(rates, refreshedAt) {
      const record = { ...rates, refreshedAt }
      const batch = db.batch()
      batch.set(db.collection('exchangeRateHistory').doc(rates.date), record)
      batch.set(latest, record)
      await batch.commit()
    },
  }
}
