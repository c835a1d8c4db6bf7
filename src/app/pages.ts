import type { ReactNode } from 'react'
import { pageTitle } from '@/config/constants'
import { paths } from '@/config/paths'
import { pageTitles } from './messages'
import { pageDescriptions } from '@/config/seo'
import type { Article } from '@/features/blog/article-schema'
import type { Estate } from '@/features/estates/estate-schema'

/**
 * The page manifest: every page of the site, once. The route table (router.tsx), the prerendered
 * HTML (boot/shells.tsx), the service worker's file map (service-worker/caching.ts), the sitemap
 * and the entry's early preloads (boot/main.tsx) are derived from it; pages.test.ts checks that
 * each lists every page and nothing else. Adding a page: one entry here and its folder
 * `routes/<id>/` (boot/README.md).
 *
 * Plain data: the entry, the app's start and the service worker import it, so it imports no code,
 * and each page's modules are found by its id (`routes/<id>/route.tsx`, `shell.tsx`), not
 * imported here.
 */

/**
 * Who may open a page. The guard itself is the page's loader (requireUser, requireGuest); this
 * says for whom its HTML hides its static first screen, and which pages may start early.
 */
export type Access = 'anyone' | 'guests' | 'signed-in'

/** What a signed-in page starts from the entry, before React (boot/preload-signed-in-page.ts). */
export type EarlyPreload = 'estate' | 'journal' | 'article'

export type Page = {
  /** Also its folder, `routes/<id>/`: `route.tsx` (loader, Component) and `shell.tsx` if any. */
  id: string
  /** React Router's pattern, from config/paths.ts. */
  path: string
  access: Access
  /**
   * The static first screen written into the built HTML (build/prerender-shells.ts), drawn by its
   * folder's `shell.tsx` (`ShellModule`): `file` for a page at one path, `records` for one file
   * per estate or article (decision 020). A page without one gets app.html. `textFirst`: its
   * largest paint is text, so its faces download with the HTML.
   */
  shell?: { file: string; textFirst?: boolean } | { records: true }
  /** Started from the entry for a signed-in visitor opening this page (`pageAt`). */
  early?: EarlyPreload
}

const manifest = [
  {
    id: 'home',
    path: paths.home.pattern,
    access: 'anyone',
    shell: { file: 'index.html' },
  },
  {
    id: 'login',
    path: paths.login.pattern,
    access: 'guests',
    shell: { file: 'login.html', textFirst: true },
  },
  {
    id: 'register',
    path: paths.register.pattern,
    access: 'guests',
    shell: { file: 'register.html', textFirst: true },
  },
  {
    id: 'profile',
    path: paths.profile.pattern,
    access: 'signed-in',
    // Its largest paint is the greeting's text: drawn once, in its own faces.
    shell: { file: 'profile.html', textFirst: true },
  },
  { id: 'update', path: paths.update.pattern, access: 'anyone' },
  {
    id: 'reset-password',
    path: paths.resetPassword.pattern,
    access: 'anyone',
  },
  { id: 'auth-action', path: paths.authAction.pattern, access: 'anyone' },
  { id: 'alerts-unsubscribe', path: paths.alertsUnsubscribe.pattern, access: 'anyone' },
  {
    id: 'blogs',
    path: paths.blogs.pattern,
    access: 'signed-in',
    // Its code loads after the cards' paint, as on the home page: preloaded with the HTML, it
    // held the photo back (LCP 2308 against 1299 ms, docs/decisions/measurements.md).
    shell: { file: 'blogs.html' },
    early: 'journal',
  },
  {
    id: 'article',
    path: paths.article.pattern,
    access: 'signed-in',
    shell: { records: true },
    early: 'article',
  },
  // Anyone: it shows what the public cards show. No shell: the visitor's own selection.
  { id: 'compare', path: paths.compare.pattern, access: 'anyone' },
  {
    id: 'estate',
    path: paths.estate.pattern,
    access: 'signed-in',
    shell: { records: true },
    early: 'estate',
  },
] as const satisfies readonly Page[]

export type PageId = (typeof manifest)[number]['id']

export const pages: readonly (Page & { id: PageId })[] = manifest

const titles: Record<PageId, string> = pageTitles

/**
 * A page's `<title>`: the site's name and the page's title in messages.ts (an article's is its
 * own, the email link page's follows the link).
 */
export const titleOf = (id: PageId) => pageTitle(titles[id])

/**
 * The page a path opens and its parameters, matched as the route table matches it (a fixed
 * segment, in any case, before a parameter): for the entry, which must not wait for React
 * Router to know the page (pages.test.ts holds the two to the same answers). Null for the
 * not-found page, and for a parameter that cannot be decoded: no record has such an id.
 */
export function pageAt(pathname: string) {
  let found: { page: (typeof pages)[number]; params: Record<string, string> } | null = null
  for (const page of pages) {
    const names = page.path.match(/:\w+/g) ?? []
    const pattern = new RegExp(`^${page.path.replace(/:\w+/g, '([^/]+)')}/?$`, 'i')
    const values = pattern.exec(pathname)
    if (!values || (found && Object.keys(found.params).length <= names.length)) continue
    try {
      const params = names.map((name, index) => [
        name.slice(1),
        decodeURIComponent(values[index + 1] ?? ''),
      ])
      found = { page, params: Object.fromEntries(params) }
    } catch {
      // Not a path the site writes: no record has such an id.
    }
  }
  return found
}

/**
 * What a public page says to search engines and link previews: its description, and with it a
 * canonical URL and a place in the sitemap; every other page is left out of them. Used at build
 * time only, so a table apart: the app's bundles leave these words out.
 */
export const descriptions: { [id in PageId]?: string } = pageDescriptions

/** The pages search engines are sent to (the sitemap's), with their titles, in manifest order. */
export const publicPages = () =>
  pages.flatMap(({ id, path }) => {
    const description = descriptions[id]
    return description ? [{ path, title: titleOf(id), description }] : []
  })

/** What a page's first screen is drawn from: the site's data files, as the build serves them. */
export type ShellData = { estates: Estate[]; articles: Article[] }

/**
 * What `routes/<id>/shell.tsx` exports for the manifest's `shell`, drawn at build time only
 * (boot/shells.tsx, in the static shell's context): `firstScreen` for a page at one path,
 * `recordScreens` for a page of one record each, with each record's id (its file's name) and path.
 */
export type ShellModule = {
  firstScreen?: (data: ShellData) => ReactNode
  recordScreens?: (data: ShellData) => { id: string; path: string; screen: ReactNode }[]
}
