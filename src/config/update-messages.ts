/** The texts of a new version's announcement, loaded with it (not on every page). */
export const updateMessages = {
  ready: 'A new version of Luxury Living is ready.',
  reload: 'Reload to update',
  reloading: 'Updating…',
}
