/**
 * The heart on a card (home, an estate's page) and the shortlist's remove button.
 */
export const savedMessages = {
  save: 'Save',
  saved: 'Saved',
  saveLabel: (title: string) => `Save ${title}`,
  signInToSave: (title: string) => `Sign in to save ${title}.`,
  savedAfterSignIn: (title: string) => `Saved ${title} to your estates`,
  saveFailed: (title: string) =>
    `${title} was not saved: this browser's storage is full or turned off.`,
  removeFailed: (title: string) =>
    `${title} is still saved: this browser's storage is full or turned off.`,
  remove: 'Remove',
  removeLabel: (title: string) => `Remove ${title} from saved estates`,
} as const

/** The profile's shortlist of saved estates. */
export const shortlistMessages = {
  heading: 'Saved estates',
  loading: 'Loading your saved estates…',
  /** A saved estate the catalogue no longer holds, and had no title for. */
  untitled: (id: string) => `Estate ${id}`,
  unavailable: 'No longer available',
  unavailableBody: 'This estate has left our collection.',
  emptyTitle: 'No saved estates yet',
  emptyBody: 'Press the heart on any estate to keep it here for later.',
  browse: 'Explore the collection',
  loadFailed: 'We could not load your saved estates just now.',
} as const
