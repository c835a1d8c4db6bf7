import { describe, expect, it } from 'vitest'
import { PRERENDERED_ESTATES_MAX } from '@/config/constants'
import { parseArticles } from '@/features/blog/load-articles'
import { parseEstates } from '@/features/estates/parse-estates'
import { estateFile, estateRecord } from '@/testing/estate-records'
import { accountMessages } from '@/features/auth/messages'
import { recordPages, renderShells } from './shells'

const article = (id: string) => ({
  id,
  title: `Article ${id}`,
  content: 'Words.',
  image: '/images/blog/quiet-luxury-interiors-1200.avif',
  tags: ['design'],
  author: 'An adviser',
  date: '2026-01-02',
})

const estatesOf = (records: unknown[]) => parseEstates({ properties: records }).estates

describe("the estates' and articles' own pages (decision 020)", () => {
  it('one file per estate at its path and per article under /blogs, signed-in pages all', () => {
    const pages = recordPages({
      estates: estatesOf(estateFile(2).properties),
      articles: parseArticles([article('7')]),
    })
    expect(Object.keys(pages).sort()).toEqual(['1.html', '2.html', 'blogs/7.html'])
    expect(pages['1.html']).toMatchObject({ path: '/1', signedInOnly: true, record: true })
    expect(pages['blogs/7.html']).toMatchObject({ path: '/blogs/7', signedInOnly: true })
  })

  it('no file for an id that is not a plain file name, nor one whose path is another page', () => {
    const records = ['a b', '../x', 'login', 'profile', 'ok-1'].map((id) => estateRecord({ id }))
    const pages = recordPages({
      estates: estatesOf(records),
      articles: parseArticles([article('x/y'), article('8')]),
    })
    expect(Object.keys(pages).sort()).toEqual(['blogs/8.html', 'ok-1.html'])
  })

  it('the first PRERENDERED_ESTATES_MAX estates in the catalogue order, not a file per estate', () => {
    const pages = recordPages({
      estates: estatesOf(estateFile(PRERENDERED_ESTATES_MAX + 5).properties),
      articles: [],
    })
    expect(Object.keys(pages)).toHaveLength(PRERENDERED_ESTATES_MAX)
    expect(pages['1.html']).toBeDefined()
    expect(pages[`${PRERENDERED_ESTATES_MAX + 1}.html`]).toBeUndefined()
  })
})

describe("every page's HTML", () => {
  it("has the email reminder where the app draws it, shown only for an unverified session, the address left for index.html's script", () => {
    const shells = renderShells({ blog: [article('7')], estates: estateFile(2) })
    expect(Object.keys(shells)).toContain('index.html')
    for (const { markup } of Object.values(shells)) {
      const page = new DOMParser().parseFromString(markup, 'text/html')
      const banner = page.querySelector('section[aria-label="Email verification"]')
      expect(banner?.hasAttribute('data-unverified-only')).toBe(true)
      // Under the navbar, above the page, as the app's layout has it.
      expect(banner?.previousElementSibling?.tagName).toBe('HEADER')
      expect(banner?.querySelector('[data-session-slot="account"]')?.textContent).toBe('')
      expect(banner?.textContent).toContain(accountMessages.verifyBannerDetail(''))
    }
  })
})
