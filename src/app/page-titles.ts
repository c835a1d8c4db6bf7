/**
 * What each page's `<title>` says after the site's name, by the manifest's page id (pages.ts
 * checks that every page has one), and the two titles a page takes for a moment. The app's
 * catalogue of titles, apart from messages.ts: the entry reads it through the manifest, and the
 * frame's texts would come with it.
 */
export const pageTitles = {
  home: 'Home',
  login: 'Login',
  register: 'Register',
  profile: 'Profile',
  update: 'Update',
  'reset-password': 'Reset password',
  'auth-action': 'Reset password',
  'alerts-unsubscribe': 'Email alerts',
  blogs: 'Blogs',
  article: 'Article',
  compare: 'Compare',
  estate: 'Detail',
  /** The email link page, for a link that verifies an address. */
  verifyEmail: 'Verify email',
  /** A page whose code could not be downloaded. */
  offline: 'Offline',
} as const
