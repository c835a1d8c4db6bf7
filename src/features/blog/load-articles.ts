import { dataFiles } from '@/config/paths'
import { JsonLoadError } from '@/lib/fetch-json'
import { parseRecords } from '@/lib/parse-records'
import { TRANSLATION } from '@/lib/data-language'
import { articleFileSchema, articleRecordSchema, type Article } from './article-schema'
import { downloadArticles } from './articles-download'

export function parseArticles(json: unknown, source = 'blog.json'): Article[] {
  const file = articleFileSchema.safeParse(json)
  if (!file.success) throw new JsonLoadError(source, 'shape', 'expected a list of articles')
  return parseRecords(file.data, articleRecordSchema, 'article').items
}

export async function loadArticles(signal?: AbortSignal) {
  const language = TRANSLATION
  // A French or German page's translations: their code loads only then, with the files.
  const translating = language && import('./article-translations')
  const [journal, translation] = await downloadArticles(signal)
  const articles = parseArticles(journal, dataFiles.blog)
  return language && translating
    ? (await translating).articlesIn(articles, language, translation)
    : articles
}

export async function loadArticle(id: string, signal?: AbortSignal) {
  const articles = await loadArticles(signal)
  return articles.find((article) => article.id === String(id)) ?? null
}
