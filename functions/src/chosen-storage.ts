/**
 * A store of files the admin function keeps (uploaded photos, decision 050; catalogue versions,
 * decision 053): a folder in the Functions emulator, named by a setting scripts/lib/emulators.mjs
 * writes, a private bucket deployed, whatever a folder setting says. Chosen on its first use, so
 * the function's other calls never load or ask for either; a choice that failed is made again on
 * the next use.
 */
export function chosenOnFirstUse<Storage>({
  emulator,
  dir,
  setting,
  folder,
  bucket,
}: {
  emulator: boolean
  dir: () => string
  /** The folder's setting, named when it is missing. */
  setting: string
  folder: (dir: string) => Storage
  /** The bucket's store, loaded on first use (Cloud Storage's client costs any cold start). */
  bucket: () => Promise<Storage>
}): () => Promise<Storage> {
  let chosen: Promise<Storage> | undefined
  const choose = async () => {
    if (!emulator) return bucket()
    const path = dir()
    if (!path)
      throw new Error(
        `${setting} is not set: start the emulators with \`npm start\` (scripts/lib/emulators.mjs writes it).`,
      )
    return folder(path)
  }
  return () =>
    (chosen ??= choose().catch((error: unknown) => {
      chosen = undefined
      throw error
    }))
}

/** A Cloud Storage bucket by name (empty: the project's default), its client loaded on first use. */
export const bucketNamed = async (name: string) =>
  (await import('firebase-admin/storage')).getStorage().bucket(name || undefined)
