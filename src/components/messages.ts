/**
 * Texts every layer shares: the names of the pages (the navigation's and the account menu's
 * links), the field checks the profile and the viewing request have in common, and the words of
 * the shared components. One object, keys in the product's words; a function for a text with a
 * value in it.
 */
export const sharedMessages = {
  /** The spec's names of the pages, in the navigation and the account menu. */
  nav: {
    home: 'Home',
    blogs: 'Blogs',
    update: 'Update Profile',
    profile: 'User Profile',
    login: 'Login',
    logout: 'Logout',
  },
  /** The spec's words for a name and an email address, wherever a form asks for them. */
  validation: {
    nameRequired: 'Name is required',
    emailRequired: 'Email Address is required',
    emailInvalid: 'Not a valid email',
  },
  retry: 'Try again',
  pageLoadFailed: 'This page could not be loaded. Check your connection and try again.',
  offline:
    'You are offline. Pages you have visited still open; anything new will load when the connection is back.',
  password: {
    show: 'Show',
    hide: 'Hide',
    showLabel: 'Show password',
    hideLabel: 'Hide password',
  },
  scrollToTop: 'Scroll to top',
} as const
