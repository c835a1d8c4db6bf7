import type { Firestore } from 'firebase-admin/firestore'
import type { ImportDiff, ImportFormat, ImportResult } from '@/features/import/import-schema'
import type { ListingContent } from '@/features/listings/listing-schema'
import type { ListingState } from '@/features/listings/listing-states'
import type { Actor } from '@/features/staff/staff-schema'

/**
 * `imports/{id}` (decision 058): a dry run as it was shown (who, when, the source, the parsed
 * records' hash, the diff) and the plan that confirming applies, exactly that. The plan can pass a
 * document's 1 MiB at 1,000 listings: it is kept as JSON text in parts of at most 512 KB
 * (`imports/{id}/parts/{n}`), its hash in the import checked before it is applied.
 */

export type PlannedStep =
  | { action: 'create'; id: string; content: ListingContent }
  | { action: 'save'; id: string; base: number; state: ListingState; content: ListingContent }
  | { action: 'absent'; id: string; base: number; state: ListingState }

export type StoredImport = {
  id: string
  by: Actor
  at: number
  source: string
  format: ImportFormat
  /** The SHA-256 of the plan's JSON: the parsed records as compared. */
  hash: string
  diff: ImportDiff
  /** Once confirmed: what it did. */
  result?: ImportResult
}

export type ImportStore = {
  save: (stored: StoredImport, plan: PlannedStep[]) => Promise<void>
  read: (id: string) => Promise<{ stored: StoredImport; planText: string } | null>
  /** Create-unless-exists: true for the one confirmation that may apply it. */
  claim: (id: string, by: Actor, at: number) => Promise<boolean>
  finish: (id: string, result: ImportResult) => Promise<void>
}

const PART_CHARS = 512 * 1024

const partsOf = (text: string) => {
  const parts: string[] = []
  for (let start = 0; start < text.length; start += PART_CHARS)
    parts.push(text.slice(start, start + PART_CHARS))
  return parts
}

export function firestoreImports(db: Firestore): ImportStore {
  const imports = db.collection('imports')
  const parts = (id: string) => imports.doc(id).collection('parts')
  return {
    save: async (stored, plan) => {
      const text = JSON.stringify(plan)
      const chunks = partsOf(text)
      // The parts first: an import is readable only once its plan is whole.
      await Promise.all(
        chunks.map((chunk, n) =>
          parts(stored.id).doc(String(n).padStart(4, '0')).set({ n, chunk }),
        ),
      )
      await imports.doc(stored.id).set({ ...stored, parts: chunks.length })
    },
    read: async (id) => {
      const doc = await imports.doc(id).get()
      if (!doc.exists) return null
      const data = doc.data() as StoredImport & { parts: number }
      const snapshot = await parts(id).get()
      const chunks = snapshot.docs
        .map((part) => part.data() as { n: number; chunk: string })
        .sort((a, b) => a.n - b.n)
      if (chunks.length !== data.parts) return null
      const stored: StoredImport = { ...data }
      delete (stored as Partial<typeof data>).parts
      return { stored, planText: chunks.map(({ chunk }) => chunk).join('') }
    },
    claim: async (id, by, at) => {
      try {
        await imports.doc(id).collection('confirmation').doc('only').create({ by, at })
        return true
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code
        if (code === 6 || code === 'already-exists') return false
        throw error
      }
    },
    finish: async (id, result) => {
      await imports.doc(id).set({ result }, { merge: true })
    },
  }
}

export function memoryImports() {
  const stored = new Map<string, { stored: StoredImport; planText: string }>()
  const claimed = new Set<string>()
  const store: ImportStore = {
    save: async (entry, plan) => {
      stored.set(entry.id, { stored: structuredClone(entry), planText: JSON.stringify(plan) })
    },
    read: async (id) => structuredClone(stored.get(id) ?? null),
    claim: async (id) => {
      if (claimed.has(id)) return false
      claimed.add(id)
      return true
    },
    finish: async (id, result) => {
      const entry = stored.get(id)
      if (entry) entry.stored.result = structuredClone(result)
    },
  }
  return { store, stored }
}
