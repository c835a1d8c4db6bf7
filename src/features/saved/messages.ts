/**
 * The heart on a card (home, an estate's page) and the shortlist's remove button. The profile's
 * shortlist speaks in shortlist-messages.ts, which only its section loads.
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
