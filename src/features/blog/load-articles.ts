import { BLOG_EXCERPT_LENGTH } from '@/config/constants'
import { dataFiles } from '@/config/paths'
import { fetchJson, JsonLoadError } from '@/lib/fetch-json'
import { parseRecords } from '@/lib/parse-records'
import { articleFileSchema, articleRecordSchema, type Article } from './article-schema'

export function parseArticles(json: unknown, source = 'blog.json'): Article[] {
  const file = articleFileSchema.safeParse(json)
  if (!file.success) throw new JsonLoadError(source, 'shape', 'expected a list of articles')
  return parseRecords(file.data, articleRecordSchema, 'article').items
}

let early: Promise<unknown> | undefined

/**
 * Starts downloading the journal before the page that shows it has its code (the boot path does,
 * for the journal's list); that page's loadArticles() then takes the download over.
 */
export function loadArticlesEarly() {
  if (early) return
  early = fetchJson(dataFiles.blog)
  // Whoever takes it over reports a failure; until then it is not an unhandled rejection.
  early.catch(() => undefined)
}

export async function loadArticles(signal?: AbortSignal) {
  const started = early
  early = undefined
  const json = await (started ?? fetchJson(dataFiles.blog, { signal }))
  return parseArticles(json, dataFiles.blog)
}

export async function loadArticle(id: string, signal?: AbortSignal) {
  const articles = await loadArticles(signal)
  return articles.find((article) => article.id === String(id)) ?? null
}

/** The first 120 characters of the content, then "...", as the spec says. */
export const excerptOf = (content: string) => `${content.slice(0, BLOG_EXCERPT_LENGTH)}...`
