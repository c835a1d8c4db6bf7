import { estateFile } from '@/testing/estate-records'
import { env } from '@/config/env'
import { shellFor } from '@/service-worker/caching'
import { renderShells } from './boot/shells'
import { heads, pages, publicPages } from './pages'
import { pageRoutes } from './router'

const article = {
  id: '7',
  title: 'An article',
  content: 'Words.',
  image: '/images/blog/quiet-luxury-interiors-1200.avif',
  tags: ['design'],
  author: 'An adviser',
  date: '2026-01-02',
}
const shells = renderShells({ blog: [article], estates: estateFile(2) })
const fileShells = pages.flatMap(({ shell }) => (shell && 'file' in shell ? [shell.file] : []))

describe('every page of the manifest, and nothing else, is in each list derived from it', () => {
  it('the route table: one route per page, at its path', () => {
    expect(pageRoutes.map((route) => (route.index ? '/' : route.path))).toEqual(
      pages.map((page) => page.path),
    )
  })

  it('the page folders: one per page, each with its route module', () => {
    // Every file in a folder of routes/, without loading any.
    const files = Object.keys(import.meta.glob('./routes/*/*'))
    const folders = [...new Set(files.map((file) => file.split('/')[2]))]
    expect(folders.sort()).toEqual(pages.map((page) => page.id).sort())
    for (const folder of folders) expect(files).toContain(`./routes/${folder}/route.tsx`)
  })

  it("the prerendered HTML: each page's own file, its records' files, app.html for the rest", () => {
    const files = Object.keys(shells)
    const records = files.filter((file) => shells[file]?.record)
    expect(files.filter((file) => !shells[file]?.record).sort()).toEqual(
      [...fileShells, 'app.html'].sort(),
    )
    // One estate's file and one article's: the pages of records.
    expect(records.sort()).toEqual(['1.html', '2.html', 'blogs/7.html'])
    for (const { id, shell } of pages)
      if (shell && 'textFirst' in shell)
        expect(shells[shell.file]?.textFirst, id).toBe(shell.textFirst)
  })

  it("the service worker's file map: each page with its own file, app.html for the others", () => {
    for (const { path, shell } of pages) {
      if (shell && 'file' in shell) expect(shellFor(path)).toBe(`/${shell.file}`)
      else expect(shellFor(path.replace(/:\w+/g, '1'))).toBe('/app.html')
    }
  })

  it('the heads and the sitemap: every page has a head; the public ones are canonical', () => {
    expect(Object.keys(heads).sort()).toEqual(pages.map((page) => page.id).sort())
    const canonical = Object.values(shells).flatMap((shell) => shell.canonical ?? [])
    expect(canonical).toEqual(
      publicPages().map((page) => new URL(page.path, env.VITE_SITE_ORIGIN).href),
    )
    for (const { path, title } of publicPages())
      expect(
        Object.values(shells).find((shell) => !shell.record && shell.canonical?.endsWith(path))
          ?.title,
      ).toBe(title)
  })
})
