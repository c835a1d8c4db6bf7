import { savedSearches } from '@/config/constants'
import { formatNumber } from '@/lib/format'

/** Saved searches (issue 32): the dialog, the profile's section and the function alike. */
export const savedSearchMessages = {
  dialog: {
    title: 'Save this search',
    description:
      'Keep these filters under a name of your choosing, and we can email you the estates that newly match them.',
    name: 'Name',
    frequency: 'Email me new matches',
    save: 'Save search',
    saving: 'Saving…',
    cancel: 'Cancel',
    toProfile: 'Go to your profile',
  },
  frequencies: { off: 'Off', daily: 'Daily', weekly: 'Weekly' },
  /** The name offered for a search, from its filters in words. */
  words: {
    allEstates: 'All estates on the market',
    searchFor: (words: string) => `“${words}”`,
    between: (low: string, high: string) => `${low} to ${high}`,
    from: (amount: string) => `from ${amount}`,
    upTo: (amount: string) => `up to ${amount}`,
    /** Between the values of one filter, and between filters. */
    values: ', ',
    parts: ' · ',
    ellipsis: '…',
  },
  saved: (name: string) => `“${name}” is saved. You will find it in your profile.`,
  savedAfterSignIn: (name: string) =>
    `Welcome: your search “${name}” is saved. Choose its email alerts in your profile.`,
  validation: {
    nameRequired: 'Give this search a name',
    nameTooLong: `A name can be at most ${formatNumber(savedSearches.nameMaxLength)} characters`,
    queryInvalid: 'This search cannot be saved: its filters are too long',
    frequencyInvalid: 'Choose how often to email you: off, daily or weekly',
    nothingToChange: 'Say what to change: the name or the frequency',
  },
  errors: {
    signIn: 'Your session has ended. Please sign in again; your search is kept.',
    verifyEmail:
      'Please verify your email address before saving searches: open the link we sent you, or send a new one from your profile.',
    tooMany: `You already keep ${formatNumber(savedSearches.maxPerAccount)} saved searches, the most we allow. Delete one in your profile to save this one.`,
    notFound: 'This saved search no longer exists. It may have been deleted in another window.',
    invalid: 'Some details need another look: see the messages beside the fields.',
    tooLarge: 'This search is too long to save.',
    unreachable:
      'We could not reach our server: you may be offline. Nothing is lost; try again in a moment.',
    unexpected: 'Something went wrong on our side. Please try again in a moment.',
  },
  profile: {
    heading: 'Saved searches',
    loading: 'Loading your saved searches…',
    loadFailed: 'Your saved searches could not be loaded. Check your connection and try again.',
    sectionLoadFailed:
      'This part of the page could not be loaded. Check your connection and try again.',
    emptyTitle: 'No saved searches yet',
    emptyBody:
      'Choose your filters on the home page and press “Save this search” to keep them here, with email alerts if you like.',
    browse: 'Search the estates',
    /** Holds the dialog's visible words, as a label of the same control should. */
    frequencyLabel: (name: string) => `Email me new matches of ${name}`,
    rename: 'Rename',
    renameLabel: (name: string) => `Rename ${name}`,
    newName: 'New name',
    saveName: 'Save name',
    cancel: 'Cancel',
    delete: 'Delete',
    deleteLabel: (name: string) => `Delete ${name}`,
    confirmDelete: (name: string) => `Delete “${name}”?`,
    confirm: 'Yes, delete',
    keep: 'Keep it',
    renamed: (name: string) => `Renamed to “${name}”.`,
    frequencyChanged: (name: string, frequency: string) =>
      `Email alerts for “${name}”: ${frequency.toLowerCase()}.`,
    deleted: (name: string) => `“${name}” is deleted.`,
  },
} as const

/** The home page's Save this search button. */
export const saveSearchButtonMessages = {
  save: 'Save this search',
  signInToSave: 'Sign in to save this search: it is saved as soon as you have.',
  loadFailed: 'Saving searches could not be loaded. Check your connection and press again.',
} as const
