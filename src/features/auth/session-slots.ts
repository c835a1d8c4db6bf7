import { greetingOf, type SessionUser } from './session-user'

/**
 * The visitor's own words in a page's HTML, which is the same for everyone: the HTML leaves a
 * slot for each, and the entry fills them from the cached session before the first paint (the
 * profile's greeting: its largest text then needs no app). Text only, never markup.
 */
type Slot = keyof ReturnType<typeof greetingOf>

const ATTRIBUTE = 'data-session-slot'

/** The attribute that marks an element as the slot for one of the visitor's words. */
export const sessionSlot = (slot: Slot) => ({ [ATTRIBUTE]: slot })

/** Fills every slot under `root` with the visitor's words, as text. */
export function fillSessionSlots(root: ParentNode, user: SessionUser) {
  const words = greetingOf(user)
  root.querySelectorAll(`[${ATTRIBUTE}]`).forEach((slot) => {
    const name = slot.getAttribute(ATTRIBUTE)
    if (name === 'name' || name === 'account') slot.textContent = words[name]
  })
}
