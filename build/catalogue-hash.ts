import { createHash } from 'node:crypto'

/**
 * A catalogue's hash, one definition for the functions (a version's hash, decision 053) and the
 * build (the folder its catalogue is also served from, decision 054): the SHA-256 of each file's
 * `name\n`, bytes and `\n`, in the order given (data.json, data.fr.json, data.de.json). Only Node's
 * own module here, so the site's build and the functions' bundle both import it.
 */
export type CatalogueFile = { name: string; bytes: Uint8Array }

export function catalogueHash(files: readonly CatalogueFile[]) {
  const hash = createHash('sha256')
  for (const { name, bytes } of files) {
    hash.update(`${name}\n`)
    hash.update(bytes)
    hash.update('\n')
  }
  return hash.digest('hex')
}
