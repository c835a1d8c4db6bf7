/** The profile's shortlist of saved estates: loaded with its section only. */
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
