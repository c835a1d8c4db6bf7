import type {
  AlertPerson,
  AlertStore,
  CatalogueSeen,
  PendingAlerts,
  SavedSearch,
} from './alert-store'

type Mail = { state: 'sending' | 'sent'; at: number }

/**
 * The alert store's rules over Maps, for the unit tests and the load figure
 * (scripts/measure-alerts.mjs). Never deployed (index.ts does not import it).
 */
export function memoryAlertStore(
  seed: {
    people?: AlertPerson[]
    searches?: Record<string, SavedSearch[]>
    saved?: Record<string, string[]>
  } = {},
) {
  const people = [...(seed.people ?? [])]
  const searches = new Map(Object.entries(seed.searches ?? {}))
  const saved = new Map(Object.entries(seed.saved ?? {}))
  const pending = new Map<string, Map<string, PendingAlerts>>()
  const mails = new Map<string, Map<string, Mail>>()
  const unsubscribed = new Map<string, number>()
  let catalogue: CatalogueSeen | null = null
  const of = <T>(map: Map<string, Map<string, T>>, uid: string) => {
    let inner = map.get(uid)
    if (!inner) map.set(uid, (inner = new Map()))
    return inner
  }
  const store: AlertStore = {
    async *people() {
      yield* people
    },
    searches: async (uid) => (searches.get(uid) ?? []).map((search) => ({ ...search })),
    savedEstates: async (uid) => [...(saved.get(uid) ?? [])],
    lastCatalogue: async () => catalogue,
    saveCatalogue: async (seen) => {
      catalogue = seen
    },
    addPending: async (uid, record) => {
      const records = of(pending, uid)
      if (records.has(record.version)) return false
      records.set(record.version, structuredClone(record))
      return true
    },
    pending: async (uid) =>
      [...of(pending, uid)].map(([id, record]) => ({ id, ...structuredClone(record) })),
    markPending: async (uid, ids, mailId) => {
      // All or none, as Firestore's batch: a record gone fails them all.
      const records = ids.map((id) => of(pending, uid).get(id))
      if (!records.every(Boolean)) return false
      for (const record of records as PendingAlerts[]) {
        if (mailId === null) delete record.mailId
        else record.mailId = mailId
      }
      return true
    },
    claimMail: async (uid, mailId, at) => {
      const records = of(mails, uid)
      if (records.has(mailId)) return false
      records.set(mailId, { state: 'sending', at })
      return true
    },
    mailSent: async (uid, mailId, at) => {
      of(mails, uid).set(mailId, { state: 'sent', at })
    },
    releaseMail: async (uid, mailId) => {
      of(mails, uid).delete(mailId)
    },
    lastMailAt: async (uid) => {
      const sent = [...of(mails, uid).values()].filter((mail) => mail.state === 'sent')
      return sent.length ? Math.max(...sent.map((mail) => mail.at)) : null
    },
    // Only what is there, as in Firestore: a deleted account's link writes nothing.
    unsubscribe: async (uid, at) => {
      const own = searches.get(uid)
      if (own)
        searches.set(
          uid,
          own.map((search) => ({ ...search, frequency: 'off' })),
        )
      const waiting = pending.get(uid)
      for (const [id, record] of waiting ?? []) if (!record.mailId) waiting?.delete(id)
      if (mails.get(uid)?.size) unsubscribed.set(uid, at)
    },
  }
  return { store, people, searches, saved, pending, mails, unsubscribed }
}
