/**
 * Each build's catalogue (data.json and its translations) is also served under a folder named by
 * its content, `/catalogue/{id}/data.json`, and its pages name that id in a meta tag,
 * `<meta name="catalogue" content="{id}">`: a page reads the catalogue of its own version, even
 * after a newer one is live (decision 054). The id is the first CATALOGUE_ID_LENGTH hex digits of
 * the catalogue's hash (build/catalogue-hash.ts). Beside paths.ts rather than in it: paths.ts
 * travels in the entry of every page, this only with the loader of the estates (bytes the detail
 * page's budget counts).
 */
export const CATALOGUE_META = 'catalogue'

/** A data file (`/data.fr.json`) as the catalogue `id` serves it. */
export const catalogueVersionHref = (id: string, file: string) => `/catalogue/${id}${file}`

export const CATALOGUE_ID_LENGTH = 16

/** Any version's data file: `/catalogue/{id}/data.json`, `/catalogue/{id}/data.fr.json`. */
export const catalogueVersionFile = /^\/catalogue\/[0-9a-f]{16}\/data(?:\.[a-z]{2})?\.json$/
