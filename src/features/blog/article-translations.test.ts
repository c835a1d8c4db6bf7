import sampleArticles from '../../../public/blog.json' with { type: 'json' }
import sampleFr from '../../../public/blog.fr.json' with { type: 'json' }
import sampleDe from '../../../public/blog.de.json' with { type: 'json' }
import { langOf } from '@/lib/data-language'
import { articleIn, articlesIn, parseArticleTranslations } from './article-translations'
import { parseArticles } from './load-articles'

// This file reads the data as a French build does (src/lib/data-language.ts's TRANSLATION).
vi.hoisted(() => Object.assign(globalThis, { __SITE_LANGUAGE__: 'fr' }))

const [article = expect.fail('the article did not parse')] = parseArticles([
  {
    id: 7,
    image: '/images/blog/quiet-luxury-interiors-1200.avif',
    title: 'The New Language of Quiet Luxury',
    content: 'For a long time, luxury at home announced itself.',
    tags: ['design'],
    author: 'Isabelle Laurent',
    date: '2024-01-18',
  },
])

const german = {
  title: 'Die neue Sprache des leisen Luxus',
  content: 'Lange Zeit trat Luxus im eigenen Zuhause laut auf.',
}

function read(json: unknown) {
  const warn = vi.fn()
  const translations = parseArticleTranslations(json, 'de', [article], warn)
  return { translations, warnings: warn.mock.calls.map(([message]) => message as string) }
}

describe('articleIn', () => {
  it('gives the title, the content and its excerpt in the language', () => {
    const { translations, warnings } = read({ language: 'de', articles: { '7': german } })
    expect(warnings).toEqual([])
    expect(articleIn(article, 'de', translations)).toEqual({
      language: 'de',
      texts: { ...german, excerpt: 'Lange Zeit trat Luxus im eigenen Zuhause laut auf....' },
      english: [],
    })
  })

  it('keeps the English content, and so its excerpt, when the translation has none', () => {
    const { translations } = read({ language: 'de', articles: { '7': { title: german.title } } })
    const shown = articleIn(article, 'de', translations)
    expect(shown.texts.title).toBe(german.title)
    expect(shown.texts.excerpt).toBe('For a long time, luxury at home announced itself....')
    expect(shown.english).toEqual(['content', 'excerpt'])
    expect(langOf(shown, 'excerpt')).toBe('en')
  })

  it('drops a bad content with a warning, and a bad file whole', () => {
    const bad = read({ language: 'de', articles: { '7': { ...german, content: ['Lange'] } } })
    expect(articleIn(article, 'de', bad.translations).english).toEqual(['content', 'excerpt'])
    expect(bad.warnings).toEqual([
      'Dropped the content of article 7 in blog.de.json: expected text',
    ])
    const broken = read({ language: 'de', articles: null })
    expect(articleIn(article, 'de', broken.translations).english).toEqual([
      'title',
      'content',
      'excerpt',
    ])
    expect(broken.warnings).toHaveLength(1)
  })

  it('is the article itself in English', () => {
    const { translations } = read({ language: 'de', articles: { '7': german } })
    expect(articleIn(article, 'en', translations)).toEqual({
      language: 'en',
      texts: {
        title: article.title,
        content: article.content,
        excerpt: 'For a long time, luxury at home announced itself....',
      },
      english: [],
    })
  })
})

describe('articlesIn', () => {
  it('shows each article in the language, in place, and marks what stays English', () => {
    const warn = vi.fn()
    const file = { language: 'de', articles: { '7': { title: german.title } } }
    const [shown = expect.fail('no article')] = articlesIn([article], 'de', file, warn)
    expect(shown).toMatchObject({ id: '7', title: german.title, content: article.content })
    expect(langOf(shown.translation, 'title')).toBeUndefined()
    expect(langOf(shown.translation, 'content')).toBe('en')
    expect(langOf(shown.translation, 'excerpt')).toBe('en')
    expect(warn).not.toHaveBeenCalled()
  })

  it('shows English, with a warning, for a file that could not be had or read', () => {
    const warn = vi.fn()
    const [shown = expect.fail('no article')] = articlesIn([article], 'fr', 'not json', warn)
    expect(shown.title).toBe(article.title)
    expect(shown.translation?.english).toEqual(['title', 'content', 'excerpt'])
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('the sample articles', () => {
  const samples = { fr: sampleFr, de: sampleDe }
  const articles = parseArticles(sampleArticles)

  it.each(['fr', 'de'] as const)('are all translated whole into %s', (language) => {
    const warn = vi.fn()
    const translations = parseArticleTranslations(samples[language], language, articles, warn)
    expect(warn).not.toHaveBeenCalled()
    const shown = articles.map((one) => articleIn(one, language, translations))
    expect(shown.filter((one) => one.english.length > 0)).toEqual([])
    // As many paragraphs as the English: a translation, not a summary.
    expect(shown.map(({ texts }) => texts.content.split('\n\n').length)).toEqual(
      articles.map(({ content }) => content.split('\n\n').length),
    )
  })
})
