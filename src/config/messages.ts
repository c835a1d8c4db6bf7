import { formatNumber } from '@/lib/format'

const backToBlogs = 'Back to the journal'

/** Every message a person reads in a toast or notice, defined once for the UI and the tests. */
export const messages = {
  /** The navigation's and the account menu's labels (the spec's words). */
  nav: {
    home: 'Home',
    blogs: 'Blogs',
    update: 'Update Profile',
    profile: 'User Profile',
    login: 'Login',
    logout: 'Logout',
    skipToContent: 'Skip to content',
  },
  loginSuccess: 'Logged in Successfully',
  loginMismatch: 'email or password do not match',
  loginEmailMissing: 'Please enter your email address.',
  loginPasswordMissing: 'Please enter your password.',
  socialLoginFailed: (reason: string) => `Sign-in did not complete: ${reason}`,
  registerSuccess: 'User Created Successfully',
  registerFailed: (reason: string) => `User creation failed: ${reason}`,
  updateSuccess: 'Profile Updated Successfully',
  updateFailed: (reason: string) => `Profile update failed: ${reason}`,
  emailChangeSent: (email: string) =>
    `We sent a link to ${email}: open it to confirm your new email.`,
  logoutSuccess: 'Successfully logged out',
  logoutFailed: 'Failed to log out',
  noUserNotice: 'No user is logged in. Please Login First',

  validation: {
    nameRequired: 'Name is required',
    photoRequired: 'PhotoURL is required !!!',
    photoInvalid: 'Enter a photo URL that starts with http:// or https://',
    emailRequired: 'Email Address is required',
    emailInvalid: 'Not a valid email',
    passwordTooShort: 'Password must be at least 6 characters long',
    passwordWeak:
      'Password must contain at least one uppercase, one lowercase, and be at least 6 characters long',
    currentPasswordRequired: 'Please enter your current password.',
  },

  notFound: {
    page: 'Page not found',
    title: "Sorry, we couldn't find this page.",
    body: 'But dont worry, you can find plenty of other things on our homepage.',
    action: 'Back to homepage',
  },
  estates: {
    loadFailed: 'We could not load the estates just now.',
    empty: 'No estates are listed at the moment. Please check back soon.',
    notFound: {
      page: 'Estate not found',
      title: 'Estate not found',
      body: 'This estate is no longer listed, or the link is mistyped.',
      action: 'Browse all estates',
    },
  },
  blog: {
    loadFailed: 'We could not load the journal just now.',
    empty: 'No articles have been published yet.',
    notFound: {
      page: 'Article not found',
      title: 'Article not found',
      body: 'This article has been moved or never existed.',
      action: backToBlogs,
    },
    backToBlogs,
  },
  map: {
    tilesUnavailable: 'Map imagery is unavailable right now; the marker still shows the location.',
    locationUnavailable: 'Location unavailable',
  },
  search: {
    count: (count: number) => `${formatNumber(count)} ${count === 1 ? 'estate' : 'estates'}`,
    noMatch: 'No estates match your search.',
    noSavedYet:
      'You have no saved estates yet. Press the heart on any estate to keep it here for later.',
    savedOnly: 'Saved only',
    clear: 'Clear filters',
    notANumber: 'Enter a number, such as 2500000',
    noLocation: (count: number) =>
      `${formatNumber(count)} ${count === 1 ? 'estate has' : 'estates have'} no location`,
    mapLoadFailed: 'The map could not be loaded.',
    filtersLoadFailed:
      'The filters could not be loaded. Check your connection and press Filters again.',
  },
  mortgage: {
    priceInvalid: 'Enter the home price in dollars, above $0.',
    priceTooHigh: 'Enter a home price of at most $1,000,000,000.',
    downPaymentInvalid: 'Enter a down payment from 0 to 100 %.',
    rateInvalid: 'Enter an interest rate from 0 to 25 %.',
    fixFields: 'Correct the highlighted field to see the figures.',
    noLoan: 'With 100 % down there is no loan to repay.',
  },
  saved: {
    signInToSave: (title: string) => `Sign in to save ${title}.`,
    savedAfterSignIn: (title: string) => `Saved ${title} to your estates`,
    unavailable: 'No longer available',
    unavailableBody: 'This estate has left our collection.',
    emptyTitle: 'No saved estates yet',
    emptyBody: 'Press the heart on any estate to keep it here for later.',
    browse: 'Explore the collection',
    loadFailed: 'We could not load your saved estates just now.',
    saveFailed: (title: string) =>
      `${title} was not saved: this browser's storage is full or turned off.`,
    removeFailed: (title: string) =>
      `${title} is still saved: this browser's storage is full or turned off.`,
  },
  gallery: {
    dialog: (title: string) => `Photos of ${title}`,
    viewAll: (count: number) => `View all ${count} photos`,
    openPhoto: (index: number, count: number, alt: string) =>
      `Open photo ${index} of ${count}: ${alt}`,
    photoOf: '{index} of {total}',
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    viewerFailed: 'The photos could not be opened just now. Check your connection and try again.',
  },
  share: {
    linkCopied: 'Link copied',
    copyFailed: (url: string) => `Could not copy the link. Here it is: ${url}`,
  },
  retry: 'Try again',
  pageLoadFailed: 'This page could not be loaded. Check your connection and try again.',
  enquiryLoadFailed: 'The viewing request could not be loaded.',
  offline:
    'You are offline. Pages you have visited still open; anything new will load when the connection is back.',
} as const
