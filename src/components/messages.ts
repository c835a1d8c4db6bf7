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

/**
 * The visitor's display choice (issue 31): the switch's labels, each option's name, and why prices
 * stay in dollars when the rates cannot be used.
 */
export const displayMessages = {
  label: 'Display',
  currency: 'Currency',
  area: 'Area',
  // In ASCII, as every page shows them: a sign outside the fonts' core cut (€, £) would load
  // the full font files on every page (decision 006's fonts).
  currencies: {
    USD: 'US dollar (USD)',
    EUR: 'Euro (EUR)',
    GBP: 'Pound sterling (GBP)',
    CHF: 'Swiss franc (CHF)',
    AED: 'UAE dirham (AED)',
  },
  areaUnits: { sqft: 'Square feet', sqm: 'Square metres' },
  inDollars: {
    missing: 'Prices are shown in US dollars: the exchange rates could not be loaded.',
    malformed: 'Prices are shown in US dollars: the exchange rates could not be read.',
    stale: 'Prices are shown in US dollars: the exchange rates are out of date.',
  },
} as const
