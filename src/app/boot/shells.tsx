import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { accountMessages } from '@/features/auth/messages'
import { SITE_NAME } from '@/config/constants'
import { env } from '@/config/env'
import { LANGUAGE, LANGUAGE_PREFIX } from '@/config/languages'
import { paths, translatedDataFiles } from '@/config/paths'
import { sessionSlot } from '@/features/auth/session-slots'
import { VerificationBannerView } from '@/features/auth/verification-banner-view'
import { articlesIn } from '@/features/blog/article-translations'
import { parseArticles } from '@/features/blog/load-articles'
import { estatesIn } from '@/features/estates/estate-translations'
import { parseEstates } from '@/features/estates/parse-estates'
import { StaticShell } from '@/lib/static-shell'
import { TRANSLATION } from '@/lib/data-language'
import { Navbar } from '../layout/navbar'
import { SiteFrame } from '../layout/site-frame'
import { pageAt, pages, type Access, type PageId, type ShellData, type ShellModule } from '../pages'
import { headTagsFor, structuredDataFor } from './search-engine-tags'

/**
 * Static HTML of each page's first screen (its folder's shell.tsx), written into the built HTML
 * files (see build/prerender-shells.ts) so the browser paints the page before the JavaScript has
 * arrived. The app then draws the same markup over it. Nothing here depends on a session; the data
 * a shell draws (the estates, the journal's cards) is the data files as the build serves them.
 * Every page is drawn in the static shell's context, which the parts that differ read.
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

/** The language the shells are drawn in: the build's (`<html lang>`). */
export const shellLanguage = LANGUAGE

/** React's markup escapes the title; the head tags escape what they are given. */
const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')

const translation = TRANSLATION

/**
 * The data's translations files this build's shells read (decision 038), as the build serves them:
 * none in English.
 */
export const translationFiles = translation && {
  estates: translatedDataFiles.estates(translation).slice(1),
  blog: translatedDataFiles.blog(translation).slice(1),
}

/**
 * The site's own files the shells draw from, as the build serves them; in a French or German
 * build, their translations too (undefined where one cannot be read: the texts stay English, as
 * the app shows them then).
 */
export type ShellFiles = {
  blog: unknown
  estates: unknown
  translations?: { blog: unknown; estates: unknown }
}

/** The estates and articles as this build's visitors read them: in its language where translated. */
function recordsOf(files: ShellFiles) {
  const { estates } = parseEstates(files.estates)
  const articles = parseArticles(files.blog)
  if (!translation) return { estates, articles }
  return {
    estates: estatesIn(estates, translation, files.translations?.estates),
    articles: articlesIn(articles, translation, files.translations?.blog),
  }
}

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
  />
)

/** Each page's first screen, `routes/<id>/shell.tsx`, by the manifest's id. */
const shellModules = import.meta.glob<ShellModule>('../routes/*/shell.tsx', { eager: true })

function shellOf(id: PageId) {
  const shell = shellModules[`../routes/${id}/shell.tsx`]
  if (!shell)
    throw new Error(`${id}: the manifest gives it a shell, with no routes/${id}/shell.tsx`)
  return shell
}

/** Who sees a page's shell: the manifest's access, as the HTML's script applies it. */
const shown = (access: Access) => ({
  guestOnly: access === 'guests' ? true : undefined,
  signedInOnly: access === 'signed-in' ? true : undefined,
})

/**
 * A page of one record each (an estate's, an article's), written whole (decision 020): a file per
 * record at its path less the leading slash. An id that is not a plain file name, or whose path
 * opens another page, gets no file: app.html answers it.
 */
function recordFiles({ id, access }: (typeof pages)[number], data: ShellData) {
  const { recordScreens } = shellOf(id)
  if (!recordScreens) throw new Error(`${id}: its shell.tsx exports no recordScreens`)
  const files: Record<string, ShellPage> = {}
  for (const record of recordScreens(data)) {
    if (!/^[\w-]+$/.test(record.id) || pageAt(record.path)?.page.id !== id) continue
    files[`${record.path.slice(1)}.html`] = {
      path: record.path,
      page: record.screen,
      ...shown(access),
      record: true,
    }
  }
  return files
}

/** The built HTML files: the manifest's pages with a first screen, and app.html for the rest. */
function pagesOf(data: ShellData): Record<string, ShellPage> {
  const files: Record<string, ShellPage> = {}
  for (const page of pages) {
    const { id, path, access, shell } = page
    if (!shell) continue
    if ('records' in shell) {
      Object.assign(files, recordFiles(page, data))
      continue
    }
    const { firstScreen } = shellOf(id)
    if (!firstScreen) throw new Error(`${id}: its shell.tsx exports no firstScreen`)
    files[shell.file] = {
      path,
      page: firstScreen(data),
      ...shown(access),
      textFirst: shell.textFirst,
    }
  }
  files['app.html'] = { path: '/', page: null, preload: true }
  return files
}

/** The records' pages alone (the estates' and the articles'), by file. */
export const recordPages = (data: ShellData) =>
  Object.fromEntries(Object.entries(pagesOf(data)).filter(([, page]) => page.record))

export function renderShells(files: ShellFiles) {
  const { estates, articles } = recordsOf(files)
  return Object.fromEntries(
    Object.entries(pagesOf({ estates, articles })).map(([file, shell]) => {
      const { path, page, preload = false, textFirst = false, record = false } = shell
      const { guestOnly, signedInOnly } = shell
      const element = (
        <StaticShell value>
          <SiteFrame
            navbar={
              <>
                <Navbar />
                {verificationBanner}
              </>
            }
            guestOnly={guestOnly}
            signedInOnly={signedInOnly}
          >
            {page}
          </SiteFrame>
        </StaticShell>
      )
      // Under the language's prefix, as the app's router: every link of the shell carries it.
      const router = createMemoryRouter([{ path: '*', element }], {
        initialEntries: [LANGUAGE_PREFIX + path],
        basename: LANGUAGE_PREFIX || undefined,
      })
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
      const { tags, canonical, alternates } = headTagsFor(ownPage, unescapeHtml(title ?? SITE_NAME))
      const head = [
        ...tags,
        ...(ownPage === paths.home.href() ? [structuredDataFor(estates)] : []),
      ].join('\n    ')
      const written = { markup: inert, title, head, canonical, alternates }
      return [file, { ...written, preload, textFirst, record }]
    }),
  )
}
