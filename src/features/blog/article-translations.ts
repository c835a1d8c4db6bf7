import type { Language, TranslatedLanguage } from '@/config/languages'
import { translatedDataFiles } from '@/config/paths'
import {
  parseTranslations,
  textsIn,
  translatedText,
  type FieldRules,
  type InLanguage,
  type Translations,
} from '@/lib/translations'
import type { Article } from './article-schema'
import { excerptOf } from './article-excerpt'

/** What an article says in words: the fields a translation may give (decision 038). */
export type ArticleTexts = Pick<Article, 'title' | 'content'>

export type ArticleTranslations = Translations<ArticleTexts>

const rules: FieldRules<ArticleTexts> = {
  title: { key: 'title', read: translatedText, expected: 'text' },
  content: { key: 'content', read: translatedText, expected: 'text' },
}

/** Reads `blog.<language>.json` against the articles it translates; bad entries are dropped. */
export const parseArticleTranslations = (
  json: unknown,
  language: TranslatedLanguage,
  articles: readonly Article[],
  warn?: (message: string) => void,
): ArticleTranslations =>
  parseTranslations(
    json,
    {
      source: translatedDataFiles.blog(language).slice(1),
      language,
      container: 'articles',
      label: 'article',
      english: new Map(articles.map(({ id, title, content }) => [id, { title, content }])),
      rules,
    },
    warn,
  )

/**
 * The article's texts in `language`, with its excerpt (cut from the content in that language, as
 * the spec cuts the English), and which of them are English for want of a translation.
 */
export function articleIn(
  article: Article,
  language: Language,
  translations?: ArticleTranslations,
): InLanguage<ArticleTexts & { excerpt: string }> {
  const { title, content } = article
  const shown = textsIn(article.id, { title, content }, language, translations)
  return {
    language,
    texts: { ...shown.texts, excerpt: excerptOf(shown.texts.content) },
    english: shown.english.includes('content') ? [...shown.english, 'excerpt'] : shown.english,
  }
}

/**
 * The articles as a visitor of `language` reads them, from the translations file's JSON (undefined:
 * none could be had): their title and content in that language where translated, and which fields
 * are English (`translation`). The page and the prerender step both read the journal so.
 */
export function articlesIn(
  articles: readonly Article[],
  language: TranslatedLanguage,
  json: unknown,
  warn?: (message: string) => void,
): Article[] {
  const translations = parseArticleTranslations(json, language, articles, warn)
  return articles.map((article) => {
    const { texts, english } = articleIn(article, language, translations)
    return { ...article, title: texts.title, content: texts.content, translation: { english } }
  })
}
