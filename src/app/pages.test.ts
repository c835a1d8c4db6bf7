import { matchRoutes } from 'react-router'
import { estateFile } from '@/testing/estate-records'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { shellFor } from '@/service-worker/caching'
import { renderShells } from './boot/shells'
import { descriptions, pageAt, pages, publicPages, titleOf } from './pages'
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
// Every file in a folder of routes/, without loading any.
const folderFiles = Object.keys(import.meta.glob('./routes/*/*'))
/** A path each page answers, its parameters filled in. */
const pathOf = (path: string) => path.replace(/:\w+/g, '1')

describe('every page of the manifest, and nothing else, is in each list derived from it', () => {
  it('the route table: one route per page, at its path', () => {
    expect(pageRoutes.map((route) => (route.index ? '/' : route.path))).toEqual(
      pages.map((page) => page.path),
    )
  })

  it('the page folders: one per page, each with its route module', () => {
    const folders = [...new Set(folderFiles.map((file) => file.split('/')[2]))]
    expect(folders.sort()).toEqual(pages.map((page) => page.id).sort())
    for (const folder of folders) expect(folderFiles).toContain(`./routes/${folder}/route.tsx`)
  })

  it('the first screens: a shell.tsx for each page given a shell, and for no other', () => {
    const withShellFile = folderFiles
      .filter((file) => file.endsWith('/shell.tsx'))
      .map((file) => file.split('/')[2])
    expect(withShellFile.sort()).toEqual(
      pages
        .filter((page) => page.shell)
        .map((page) => page.id)
        .sort(),
    )
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

  it("the titles: each page's HTML has its manifest title", () => {
    for (const { id, shell } of pages)
      if (shell && 'file' in shell) expect(shells[shell.file]?.title, id).toBe(titleOf(id))
    expect(shells['1.html']?.title).toBe(titleOf('estate'))
  })

  it("the service worker's file map: each page with its own file, app.html for the others", () => {
    for (const { path, shell } of pages) {
      if (shell && 'file' in shell) expect(shellFor(path)).toBe(`/${shell.file}`)
      else expect(shellFor(pathOf(path))).toBe('/app.html')
    }
  })

  it('the sitemap: the pages with a description, each with a canonical URL and its title', () => {
    for (const id of Object.keys(descriptions)) expect(pages.map((page) => page.id)).toContain(id)
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

  it("the entry's early preloads: each page is found at its path, and starts early only if signed in", () => {
    for (const page of pages) {
      expect(pageAt(pathOf(page.path))?.page).toBe(page)
      if (page.early) expect(page.access, page.id).toBe('signed-in')
    }
  })
})

describe('pageAt: the page the entry finds at a path', () => {
  it('is the one the route table opens', () => {
    const pathsToTry = [
      ...pages.map((page) => pathOf(page.path)),
      '/LOGIN',
      '/blogs/',
      '/7/',
      '/villa%20sur%20mer',
      '/blogs/7/more',
      '/a/b',
      '/auth/action/',
    ]
    for (const path of pathsToTry) {
      const matched = matchRoutes(pageRoutes, path)?.[0]?.route
      const page = matched ? pages[pageRoutes.indexOf(matched)] : undefined
      expect(pageAt(path)?.page, path).toBe(page)
    }
  })

  it("reads the estate's id from its path, decoded", () => {
    expect(pageAt(paths.estate.href('villa sur mer'))).toEqual({
      page: pages.find((page) => page.id === 'estate'),
      params: { estateId: 'villa sur mer' },
    })
    expect(pageAt('/7/')?.params).toEqual({ estateId: '7' })
  })

  it('names no page for a path that cannot be decoded: nothing starts early', () => {
    expect(pageAt('/%E0%A4%A')).toBeNull()
  })
})
