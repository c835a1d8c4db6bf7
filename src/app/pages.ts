import { pageTitle } from '@/config/constants'
import { paths } from '@/config/paths'
import { siteDescription } from '@/config/seo'

/**
 * The page manifest: every page of the site, once. The route table (router.tsx), the prerendered
 * HTML (boot/shells.tsx), the service worker's file map (service-worker/caching.ts) and the
 * sitemap are derived from it; pages.test.ts checks that each lists every page and nothing else. Adding a page: one entry in `manifest` and one in
 * `heads`, and its folder `routes/<id>/` (boot/README.md).
 *
 * Plain data: the app's start and the service worker import it, so it imports no code, and each
 * page's module is found by its id (`routes/<id>/route.tsx`, router.tsx), not imported here.
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
   * folder's `shell.tsx`: `file` for a page at one path, `records` for one file per estate or
   * article (decision 020). A page without one gets app.html. `textFirst`: its largest paint is
   * text, so its faces download with the HTML.
   */
  shell?: { file: string; textFirst?: boolean } | { records: true }
  /**
   * Started from the entry for a signed-in visitor on this page's path. Not derived yet: the
   * entry (boot/main.tsx) still tells these pages apart by their paths itself.
   */
  early?: EarlyPreload
}

const manifest = [
  { id: 'home', path: paths.home.pattern, access: 'anyone', shell: { file: 'index.html' } },
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
  { id: 'reset-password', path: paths.resetPassword.pattern, access: 'anyone' },
  { id: 'auth-action', path: paths.authAction.pattern, access: 'anyone' },
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

/**
 * What search engines and link previews read of each page: the title its `<title>` says
 * (`pageTitle(title)`; an article's is its own, the email link page's follows the link), and for a
 * public page its description, a canonical URL and a place in the sitemap. Used at build time
 * only, so a table apart: the app's bundles leave it out.
 */
export type Head = { title: string } & ({ public: false } | { public: true; description: string })

export const heads: Record<PageId, Head> = {
  home: { title: 'Home', public: true, description: siteDescription },
  login: {
    title: 'Login',
    public: true,
    description:
      'Sign in to Luxury Living with your email, Google or GitHub to see every estate in detail, its location and our journal.',
  },
  register: {
    title: 'Register',
    public: true,
    description:
      'Create your Luxury Living account to see every estate in detail, its location on the map, and the notes of our advisers.',
  },
  profile: { title: 'Profile', public: false },
  update: { title: 'Update', public: false },
  'reset-password': { title: 'Reset password', public: false },
  'auth-action': { title: 'Reset password', public: false },
  blogs: { title: 'Blogs', public: false },
  article: { title: 'Article', public: false },
  estate: { title: 'Detail', public: false },
}

/** The pages search engines are sent to (the sitemap's), with their heads, in manifest order. */
export const publicPages = () =>
  pages.flatMap(({ id, path }) => {
    const head = heads[id]
    return head.public
      ? [{ path, title: pageTitle(head.title), description: head.description }]
      : []
  })
