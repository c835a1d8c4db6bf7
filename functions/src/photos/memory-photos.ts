import type { PhotoDeps } from './store-photo'
import type { PhotoRecord, PhotoRecords } from './photo-records'
import type { PhotoStorage } from './photo-storage'

/** The photos' storage and records in memory, for tests (the admin function's memory deps). */
export function memoryPhotos() {
  const files = new Map<string, Buffer>()
  const storage: PhotoStorage = {
    write: async (name, bytes) => void files.set(name, Buffer.from(bytes)),
    read: async (name) => {
      const bytes = files.get(name)
      return bytes ? Buffer.from(bytes) : null
    },
  }
  const byHash = new Map<string, PhotoRecord>()
  const records: PhotoRecords = {
    get: async (sha256) => structuredClone(byHash.get(sha256) ?? null),
    create: async (record) => {
      if (byHash.has(record.sha256)) return 'exists'
      byHash.set(record.sha256, structuredClone(record))
      return 'created'
    },
    list: async ({ before, limit }) =>
      [...byHash.values()]
        .filter((record) => before === undefined || record.at < before)
        .sort((a, b) => b.at - a.at)
        .slice(0, limit)
        .map((record) => structuredClone(record)),
  }
  const photos: PhotoDeps = { storage, records }
  return { photos, files, byHash }
}
