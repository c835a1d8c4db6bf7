import type { Firestore } from 'firebase-admin/firestore'
import {
  agencySettingsSchema,
  defaultSettings,
  SETTINGS_COLLECTION,
  SETTINGS_DOCUMENT,
  type AgencySettings,
} from '@/features/settings/settings-schema'

/** The agency's settings (issue 46): one document, the defaults until someone saves. */
export type SettingsStore = {
  read: () => Promise<AgencySettings>
  write: (settings: AgencySettings) => Promise<void>
}

/** What is stored, parsed; anything else (nothing yet, an older shape) reads as the defaults. */
const parsed = (data: unknown): AgencySettings => {
  const read = agencySettingsSchema.safeParse(data)
  return read.success ? read.data : defaultSettings
}

export function firestoreSettings(db: Firestore): SettingsStore {
  const doc = () => db.collection(SETTINGS_COLLECTION).doc(SETTINGS_DOCUMENT)
  return {
    read: async () => parsed((await doc().get()).data()),
    write: async (settings) => {
      await doc().set(settings)
    },
  }
}

export function memorySettings(): SettingsStore & { stored: AgencySettings | null } {
  const store = {
    stored: null as AgencySettings | null,
    read: async () => parsed(store.stored),
    write: async (settings: AgencySettings) => {
      store.stored = structuredClone(settings)
    },
  }
  return store
}
