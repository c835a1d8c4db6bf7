import { FOOTER_YEAR, SITE_NAME } from '@/config/constants'

/** The site's frame (navigation, footer, the 404 page, a new version's notice): on every page. */
export const appMessages = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  language: 'Language',
  footer: {
    tagline: 'Providing affordable & Reliable Home since 1960',
    socialMedia: 'Social media',
    copyright: `Copyright © ${FOOTER_YEAR} ${SITE_NAME}. All rights reserved.`,
  },
  /** The spec's 404 page. */
  notFound: {
    eyebrow: '404',
    page: 'Page not found',
    title: "Sorry, we couldn't find this page.",
    body: 'But dont worry, you can find plenty of other things on our homepage.',
    action: 'Back to homepage',
  },
  newVersion: {
    ready: `A new version of ${SITE_NAME} is ready.`,
    reload: 'Reload to update',
    reloading: 'Updating…',
  },
} as const

/**
 * What each page's `<title>` says after the site's name, by the manifest's page id (pages.ts
 * checks that every page has one), and the two titles a page takes for a moment. The entry
 * reads them through the manifest; the build keeps the other texts of this file off it
 * (build/catalogue-parts.ts).
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

/** The login page's own words (the spec's); its fields' are the auth feature's. */
export const loginMessages = {
  title: 'Login to your account',
  or: 'OR',
  forgotPassword: 'Forgot password?',
  noAccount: "Don't have an account?",
  signUp: 'Sign up here',
} as const

/** The register page's own words (the spec's); its fields' are the auth feature's. */
export const registerMessages = {
  title: 'Register Here',
  submit: 'Register',
  haveAccount: 'Already have an account?',
} as const

/** The profile page's words (the spec's greeting), shared with its static first screen. */
export const profileMessages = {
  hello: 'Hello,',
  /** In place of the name and the email, for an account that has none. */
  someone: 'there',
  yourAccount: 'your account',
  /** Around the account's email or provider, which the page shows in bold. */
  welcome: {
    before: `Welcome to ${SITE_NAME}. You are signed in as`,
    after: '. Explore our collection of estates, and let our advisers arrange a private viewing.',
  },
  getStarted: 'Get Started',
  /**
   * The saved estates' section did not arrive: the words the section says when its data fails
   * (shortlistMessages.loadFailed), kept here: the profile downloads its section's texts only with it.
   */
  savedLoadFailed: 'We could not load your saved estates just now.',
  /** Likewise the saved searches' section (savedSearchMessages.profile.loadFailed). */
  savedSearchesLoadFailed: 'We could not load your saved searches just now.',
} as const

/** The update page's own words (the spec's); its fields' are the auth feature's. */
export const updateProfileMessages = {
  title: 'Update Your Profile',
  emailLocked: '(not changeable)',
  submit: 'Update Profile',
  anotherAccount: 'Want to use another account?',
  passwordFormLoadFailed: 'The password form could not be loaded.',
} as const
