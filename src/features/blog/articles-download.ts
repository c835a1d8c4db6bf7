import { dataFiles, translatedDataFiles } from '@/config/paths'
import { fetchJson } from '@/lib/fetch-json'
import { TRANSLATION } from '@/lib/data-language'
import { earlyDownload } from '@/lib/early-download'

/**
 * The journal's file, and in a French or German build its translations (decision 038), downloaded
 * together, never one after the other; a translation that cannot be had is none (English shown).
 */
export type ArticlesDownload = Promise<[journal: unknown, translation: unknown]>

function download(signal?: AbortSignal): ArticlesDownload {
  const language = TRANSLATION
  return Promise.all([
    fetchJson(dataFiles.blog, { signal }),
    language &&
      fetchJson(translatedDataFiles.blog(language), { signal }).catch((error: unknown) => {
        console.warn(`${String(error)}; shown in English`)
      }),
  ])
}

const early = earlyDownload(() => download())

/**
 * Starts downloading the journal's file before the page that shows it has its code (the boot path
 * does, for the journal's list). Kept apart from the parsing, so starting early brings no schema.
 */
export function downloadArticlesEarly() {
  early.start()
}

/** The journal's file: the early download if one was started, else a new one. */
export function downloadArticles(signal?: AbortSignal) {
  return early.take() ?? download(signal)
}
