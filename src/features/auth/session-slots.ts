import type { greetingOf } from './session-user'

/**
 * The visitor's own words in a page's HTML, which is the same for everyone: the HTML leaves a
 * slot for each, and index.html's script fills them from the cached session as the parser adds
 * them, before the first paint (the profile's greeting, the email reminder's address), with the
 * words greetingOf gives. Text only, never markup.
 */
type Slot = keyof ReturnType<typeof greetingOf>

/**
 * The attributes that mark an element as the slot for one of the visitor's words, with the words
 * it says when the session has none (from the page's catalogue: the script knows no language).
 */
export const sessionSlot = (slot: Slot, otherwise?: string) => ({
  'data-session-slot': slot,
  ...(otherwise ? { 'data-otherwise': otherwise } : {}),
})
