import { dataFiles } from '@/config/paths'
import { fetchJson } from '@/lib/fetch-json'

let early: Promise<unknown> | undefined

/**
 * Starts downloading the journal's file before the page that shows it has its code (the boot path
 * does, for the journal's list). Kept apart from the parsing, so starting early brings no schema.
 */
export function downloadArticlesEarly() {
  if (early) return
  early = fetchJson(dataFiles.blog)
  // Whoever takes it over reports a failure; until then it is not an unhandled rejection.
  early.catch(() => undefined)
}

/** The journal's file: the early download if one was started, else a new one. */
export function downloadArticles(signal?: AbortSignal) {
  const started = early
  early = undefined
  return started ?? fetchJson(dataFiles.blog, { signal })
}
