/** The login page's parameter naming the page to return to after signing in. */
export const REDIRECT_PARAM = 'redirectTo'

/** Every URL of the site, with builders for the ones that take a parameter. */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  login: {
    pattern: '/login',
    href: (returnTo?: string) =>
      returnTo ? `/login?${new URLSearchParams({ [REDIRECT_PARAM]: returnTo })}` : '/login',
  },
  register: { pattern: '/register', href: () => '/register' },
  profile: { pattern: '/profile', href: () => '/profile' },
  update: { pattern: '/update', href: () => '/update' },
  resetPassword: { pattern: '/reset-password', href: () => '/reset-password' },
  /**
   * Where the identity provider's emails link to (the Firebase console's action URL points here):
   * `?mode=resetPassword|verifyEmail&oobCode=...`.
   */
  authAction: {
    pattern: '/auth/action',
    href: (mode: string, oobCode: string) =>
      `/auth/action?${new URLSearchParams({ mode, oobCode })}`,
  },
  blogs: { pattern: '/blogs', href: () => '/blogs' },
  article: {
    pattern: '/blogs/:articleId',
    href: (id: string) => `/blogs/${encodeURIComponent(id)}`,
  },
  estate: {
    pattern: '/:estateId',
    href: (id: string) => `/${encodeURIComponent(id)}`,
  },
} as const

/** The service worker's script, at the root so its scope is the whole site (decision 024). */
export const serviceWorkerUrl = '/sw.js'

/** Static files the site reads. */
export const dataFiles = {
  estates: '/data.json',
  blog: '/blog.json',
} as const

/** The site's own API (Hosting rewrites it to Cloud Functions). */
export const api = {
  enquiries: '/api/enquiries',
  /** The signed-in visitor's saved estates; `/{id}` one of them (PUT saves, DELETE removes). */
  savedEstates: '/api/saved-estates',
  /** Where browsers post Content-Security-Policy reports (the policy's report-to and report-uri). */
  cspReports: '/api/csp-reports',
} as const

export const images = {
  marker: '/images/marker.svg',
} as const
