import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { parseArticles } from '@/features/blog/load-articles'
import { accountMessages } from '@/features/auth/account-messages'
import { pageTitle, PRERENDERED_ESTATES_MAX, SITE_NAME } from '@/config/constants'
import { env } from '@/config/env'
import { estateIdOf, paths } from '@/config/paths'
import { sessionSlot } from '@/features/auth/session-slots'
import { VerificationBannerView } from '@/features/auth/verification-banner-view'
import { EstateGrid } from '@/features/estates/estate-grid'
import { EstateResultsSummary } from '@/features/estates/estate-results-summary'
import type { Article } from '@/features/blog/article-schema'
import type { Estate } from '@/features/estates/estate-schema'
import { parseEstates } from '@/features/estates/parse-estates'
import { Navbar } from '../layout/navbar'
import { SiteFrame } from '../layout/site-frame'
import { ArticleView } from '../routes/article/route'
import { BlogsView } from '../routes/blogs/route'
import { EstatePage } from '../routes/estate/route'
import { estatesShellPart, HomeView } from '../routes/home/route'
import { ProfileGreeting } from '../routes/profile/route'
import { Component as Login } from '../routes/login/route'
import { Component as Register } from '../routes/register/route'
import { pages, type Access, type PageId } from '../pages'
import { headTagsFor, structuredDataFor } from './search-engine-tags'

/**
 * Static HTML of each page's first screen, written into the built HTML files (see
 * build/prerender-shells.ts) so the browser paints the page before the JavaScript has arrived.
 * The app then draws the same markup over it. Nothing here depends on a session; the data a shell
 * draws (the estates, the journal's cards) is the data files as the build serves them.
 */
type ShellPage = {
  path: string
  page: ReactNode
  guestOnly?: boolean
  /** A signed-in page's shell: shown only when a session is cached (a guest is sent to log in). */
  signedInOnly?: boolean
  /** No first screen of its own: the app's code downloads with the page. */
  preload?: boolean
  /** Its largest paint is text: every face it uses downloads with the page, so it is drawn once. */
  textFirst?: boolean
  /** One record's page (an estate, an article): there are as many as the data files hold. */
  record?: boolean
}

/** The origin the built pages' absolute URLs (canonical, sitemap, previews) are under. */
export const siteOrigin = env.VITE_SITE_ORIGIN

/** React's markup escapes the title; the head tags escape what they are given. */
const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')

/** The site's own files the shells draw from, as the build serves them. */
export type ShellData = { blog: unknown; estates: unknown }

const noop = () => undefined

/**
 * The unverified visitor's reminder where the app draws it, under the navbar: shown from the first
 * paint for a cached session that needs it, the address filled in (both by index.html's script),
 * so the page does not move down when the app draws its own.
 */
const [sentTo, afterAddress] = accountMessages.verifyBannerDetail('\n').split('\n')
const verificationBanner = (
  <VerificationBannerView
    detail={
      <>
        {sentTo}
        <span {...sessionSlot('account')} />
        {afterAddress}
      </>
    }
    inPageHtml
  />
)

/**
 * The collection's first page as the app draws it with no filter: a crawler and a visitor without
 * JavaScript see the estates, and the app keeps these cards until its own data has arrived.
 */
const shellEstates = (estates: Estate[]) => (
  <div data-shell-part={estatesShellPart}>
    <EstateResultsSummary count={estates.length} filtered={false} onClear={noop} />
    <EstateGrid estates={estates} staticHtml />
  </div>
)

/**
 * The profile before the app: the greeting with a slot for each of the visitor's words, which
 * index.html's script fills from the cached session before the first paint (session-slots.ts),
 * and the rest as skeletons in their final size. Here, not in the page's module: the slots are
 * the HTML's alone.
 */
const profileFirstScreen = (
  <section className="px-5 py-20 sm:px-8">
    <title>{pageTitle('Profile')}</title>
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
      <div className="skeleton size-28 rounded-full" />
      <ProfileGreeting
        name={<span {...sessionSlot('name')} />}
        account={<span {...sessionSlot('account')} />}
      />
      <div className="skeleton h-10 w-40" />
    </div>
  </section>
)

/**
 * Each estate's and each article's page, written whole: its largest paint (the photo) needs no
 * JavaScript, no data file and no chain of requests. A signed-in visitor's pages, so hidden for a
 * guest, who is sent to log in. An id that is not a plain file name, or whose path is another
 * page's, or an estate past the first PRERENDERED_ESTATES_MAX, gets no file: app.html answers it.
 */
export function recordPages(estates: Estate[], articles: Article[]) {
  const pages: Record<string, ShellPage> = {}
  const plain = (id: string) => /^[\w-]+$/.test(id)
  for (const article of articles) {
    if (!plain(article.id)) continue
    const path = paths.article.href(article.id)
    pages[`${path.slice(1)}.html`] = {
      path,
      page: <ArticleView article={article} />,
      signedInOnly: true,
      record: true,
    }
  }
  for (const estate of estates.slice(0, PRERENDERED_ESTATES_MAX)) {
    const path = paths.estate.href(estate.id)
    if (!plain(estate.id) || estateIdOf(path) !== estate.id) continue
    pages[`${estate.id}.html`] = {
      path,
      page: <EstatePage estate={estate} />,
      signedInOnly: true,
      record: true,
    }
  }
  return pages
}

/** Each page's first screen at its one path, by the manifest's id (its `shell.file`). */
const firstScreens: Partial<Record<PageId, (estates: Estate[], articles: Article[]) => ReactNode>> =
  {
    home: (estates) => <HomeView>{shellEstates(estates)}</HomeView>,
    login: () => <Login />,
    register: () => <Register />,
    // The journal's cards, photos and all, so its largest paint needs no JavaScript.
    blogs: (_estates, articles) => <BlogsView articles={articles} />,
    profile: () => profileFirstScreen,
  }

/** Who sees a page's shell: the manifest's access, as the HTML's script applies it. */
const shown = (access: Access) => ({
  guestOnly: access === 'guests' ? true : undefined,
  signedInOnly: access === 'signed-in' ? true : undefined,
})

/** The built HTML files: the manifest's pages with a first screen, and app.html for the rest. */
function pagesOf(articles: Article[], estates: Estate[]): Record<string, ShellPage> {
  const files: Record<string, ShellPage> = {}
  for (const { id, path, access, shell } of pages) {
    if (!shell) continue
    if ('records' in shell) {
      const records = id === 'article' ? recordPages([], articles) : recordPages(estates, [])
      Object.assign(files, records)
      continue
    }
    const page = firstScreens[id]
    if (!page) throw new Error(`${id}: the manifest gives it ${shell.file}, with no first screen`)
    files[shell.file] = {
      path,
      page: page(estates, articles),
      ...shown(access),
      textFirst: shell.textFirst,
    }
  }
  files['app.html'] = { path: '/', page: null, preload: true }
  return files
}

export function renderShells(data: ShellData) {
  const { estates } = parseEstates(data.estates)
  return Object.fromEntries(
    Object.entries(pagesOf(parseArticles(data.blog), estates)).map(([file, shell]) => {
      const { path, page, preload = false, textFirst = false, record = false } = shell
      const { guestOnly, signedInOnly } = shell
      const element = (
        <SiteFrame
          navbar={
            <>
              <Navbar shell />
              {verificationBanner}
            </>
          }
          guestOnly={guestOnly}
          signedInOnly={signedInOnly}
        >
          {page}
        </SiteFrame>
      )
      const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })
      const markup = renderToStaticMarkup(<RouterProvider router={router} />)
      // <title> is set in the HTML head instead.
      const title = /<title>(.*?)<\/title>/.exec(markup)?.[1]
      const inert = markup
        .replace(/<title>.*?<\/title>/g, '')
        // Nothing typed into the shell may be lost when the app replaces it: it takes no input.
        .replace(/<input /g, '<input readonly="" ')
        .replace(/<button /g, '<button disabled="" ')
      // What search engines and link previews read. app.html answers every other path, so it
      // speaks for no page in particular; the home page also lists its estates.
      const ownPage = page === null ? null : path
      const { tags, canonical } = headTagsFor(ownPage, unescapeHtml(title ?? SITE_NAME))
      const head = [
        ...tags,
        ...(ownPage === paths.home.href() ? [structuredDataFor(estates)] : []),
      ].join('\n    ')
      return [file, { markup: inert, title, head, canonical, preload, textFirst, record }]
    }),
  )
}
