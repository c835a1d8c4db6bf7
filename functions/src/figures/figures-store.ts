import { FieldValue, type Firestore } from 'firebase-admin/firestore'
import { figureNames, type DayFigures, type FigureName } from '@/features/figures/figures-api'

/**
 * Where the figures per listing are kept (issue 46, decision 057). Firestore deployed and locally;
 * memory in unit tests. The local Firestore has no transactions and no dotted field paths, so
 * every step is one single-document write: a create-unless-exists (the day's secret, a visitor's
 * first view of an estate that day) or a top-level increment on the day's document.
 */
export type FiguresStore = {
  /** The day's secret: `fresh` is kept unless another request kept one first; the kept one. */
  daySecret: (day: string, fresh: string) => Promise<string>
  /** Drops the secrets and visitor marks of the days before `day`: no key can be made again. */
  forgetBefore: (day: string) => Promise<void>
  /** Marks the visitor key as seen on the estate that day: true when it was not yet. */
  markVisitor: (day: string, estateId: string, key: string) => Promise<boolean>
  /** Adds to the estate's numbers of the day. */
  add: (estateId: string, day: string, counts: Partial<Record<FigureName, number>>) => Promise<void>
  /** The estate's numbers of these days (a day with none: zeros). */
  days: (estateId: string, days: readonly string[]) => Promise<DayFigures[]>
}

const zeros = (day: string): DayFigures => ({ day, views: 0, visitors: 0, enquiries: 0, saves: 0 })

/** In memory, for tests. */
export function memoryFigures(): FiguresStore & {
  secrets: Map<string, string>
  marks: Set<string>
} {
  const secrets = new Map<string, string>()
  const marks = new Set<string>()
  const numbers = new Map<string, DayFigures>()
  return {
    secrets,
    marks,
    daySecret: async (day, fresh) => {
      if (!secrets.has(day)) secrets.set(day, fresh)
      return secrets.get(day)!
    },
    forgetBefore: async (day) => {
      for (const kept of [...secrets.keys()]) if (kept < day) secrets.delete(kept)
      for (const mark of [...marks]) if (mark.slice(0, 10) < day) marks.delete(mark)
    },
    markVisitor: async (day, estateId, key) => {
      const mark = `${day}_${estateId}_${key}`
      if (marks.has(mark)) return false
      marks.add(mark)
      return true
    },
    add: async (estateId, day, counts) => {
      const id = `${estateId}_${day}`
      const figures = numbers.get(id) ?? zeros(day)
      for (const name of figureNames) figures[name] += counts[name] ?? 0
      numbers.set(id, figures)
    },
    days: async (estateId, days) =>
      days.map((day) => ({ ...(numbers.get(`${estateId}_${day}`) ?? zeros(day)) })),
  }
}

/** Firestore's ALREADY_EXISTS, as the Admin SDK reports it (gRPC status 6). */
const exists = (error: unknown) => {
  const code = (error as { code?: unknown }).code
  return code === 6 || code === 'already-exists'
}

export const FIGURES_COLLECTION = 'figures'
export const SECRETS_COLLECTION = 'figures-secrets'
export const VISITORS_COLLECTION = 'figures-visitors'

/**
 * `figures/{estateId}_{day}` the numbers; `figures-secrets/{day}` the day's secret;
 * `figures-visitors/{day}_{estateId}_{key}` a visitor's mark (its `day` field lets the marks of a
 * past day go with its secret, by one equality query). No client reads any of them
 * (firestore.rules); the admin function reads the numbers.
 */
export function firestoreFigures(db: Firestore): FiguresStore {
  const numbers = db.collection(FIGURES_COLLECTION)
  const secrets = db.collection(SECRETS_COLLECTION)
  const visitors = db.collection(VISITORS_COLLECTION)
  return {
    daySecret: async (day, fresh) => {
      try {
        await secrets.doc(day).create({ secret: fresh, day })
        return fresh
      } catch (error) {
        if (!exists(error)) throw error
        const kept = (await secrets.doc(day).get()).get('secret') as unknown
        if (typeof kept !== 'string') throw new Error(`The secret of ${day} is not readable`)
        return kept
      }
    },
    forgetBefore: async (day) => {
      const kept = await secrets.get()
      for (const doc of kept.docs) {
        if (doc.id >= day) continue
        const marks = await visitors.where('day', '==', doc.id).get()
        for (const mark of marks.docs) await mark.ref.delete()
        await doc.ref.delete()
      }
    },
    markVisitor: async (day, estateId, key) => {
      try {
        await visitors.doc(`${day}_${estateId}_${key}`).create({ day })
        return true
      } catch (error) {
        if (exists(error)) return false
        throw error
      }
    },
    add: async (estateId, day, counts) => {
      const increments = Object.fromEntries(
        figureNames.flatMap((name) => {
          const by = counts[name] ?? 0
          return by ? [[name, FieldValue.increment(by)]] : []
        }),
      )
      await numbers.doc(`${estateId}_${day}`).set({ estateId, day, ...increments }, { merge: true })
    },
    days: async (estateId, days) => {
      if (!days.length) return []
      const docs = await db.getAll(...days.map((day) => numbers.doc(`${estateId}_${day}`)))
      return docs.map((doc, index) => {
        const figures = zeros(days[index]!)
        for (const name of figureNames) {
          const value = doc.get(name) as unknown
          if (typeof value === 'number') figures[name] = value
        }
        return figures
      })
    },
  }
}
