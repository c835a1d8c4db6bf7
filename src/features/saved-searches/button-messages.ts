/** The home page's few words about saved searches: the rest load with the dialog (messages.ts). */
export const saveSearchButtonMessages = {
  save: 'Save this search',
  signInToSave: 'Sign in to save this search: it is saved as soon as you have.',
  loadFailed: 'Saving searches could not be loaded. Check your connection and press again.',
} as const
