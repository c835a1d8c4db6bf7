import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'

/**
 * The hand-over from the static shell (shells.tsx) to the app, which draws the same page over it.
 * Parts of the shell the app cannot draw yet stay on screen: the home page's first estate cards
 * wait for the data file rather than turning into skeletons and back. The shell marks such a part
 * with data-shell-part="name". And a visitor who was already tabbing through the shell keeps
 * their place.
 */
const kept = new Map<string, Element>()
let focused: { container: Element; element: Element; path: number[] } | null = null
// How far the visitor has scrolled the shell, followed until the app's page is drawn: the
// router's scroll restoration would put a newly drawn page at its top.
let scrolled = 0
const noteScroll = () => {
  scrolled = window.scrollY
}

/** Where an element sits under the container, as child positions: the app draws the same tree. */
function pathTo(container: Element, element: Element) {
  const path: number[] = []
  for (let node: Element | null = element; node !== container; node = node.parentElement) {
    if (!node?.parentElement) return null
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node))
  }
  return path
}

// The shell's container, while its focus is followed like its scroll: the first render yields to
// the browser (a transition), so a visitor tabbing through the shell meanwhile moves the focus.
let shell: Element | null = null
const noteFocus = () => {
  const element = document.activeElement
  const path = shell && element && element !== shell ? pathTo(shell, element) : null
  focused = shell && element && path ? { container: shell, element, path } : null
}

/**
 * Takes note of the shell's marked parts, once, before the app first draws; and follows its focus
 * and scroll until the app's page is drawn.
 */
export function keepShellParts(container: Element) {
  container.querySelectorAll<HTMLElement>('[data-shell-part]').forEach((part) => {
    if (part.dataset.shellPart) kept.set(part.dataset.shellPart, part)
  })
  shell = container
  noteFocus()
  document.addEventListener('focusin', noteFocus)
  noteScroll()
  window.addEventListener('scroll', noteScroll, { passive: true })
}

/** Whether the shell drew a part of that name that the app has not yet taken. */
export const hasShellPart = (name: string) => kept.has(name)

/** The shell's part of that name, put back where the app would draw it; else the fallback. */
export function ShellPart({ name, fallback }: { name: string; fallback: ReactNode }) {
  // Taken once: a later visit to the page draws it from the app's own data.
  const [part] = useState(() => kept.get(name))
  const place = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    kept.delete(name)
    if (part) place.current?.replaceChildren(part)
  }, [name, part])
  if (!part) return fallback
  return <div ref={place} aria-busy="true" />
}

/** What tells a control from its neighbours: its kind, where it leads, what it says. */
const identityOf = (element: Element) =>
  [
    element.tagName,
    element.getAttribute('href'),
    element.getAttribute('name'),
    element.getAttribute('aria-label'),
    element.textContent?.trim(),
  ].join('|')

/**
 * Drawn after the app's page: the visitor keeps their place in it, scrolled as far as they had
 * scrolled the shell (before this frame is painted), the focus where it was.
 */
export function ShellPlace() {
  useLayoutEffect(() => {
    window.removeEventListener('scroll', noteScroll)
    document.removeEventListener('focusin', noteFocus)
    shell = null
    if (scrolled > 0) window.scrollTo({ top: scrolled, behavior: 'instant' })
    const was = focused
    focused = null
    if (!was || (document.activeElement && document.activeElement !== document.body)) return
    const identity = identityOf(was.element)
    // The same element where a kept part brought it back; else the one in its place; else the
    // only one like it (the app may wrap the page differently).
    let element: Element | undefined = was.element.isConnected ? was.element : was.container
    if (!was.element.isConnected) for (const index of was.path) element = element?.children[index]
    if (!element || identityOf(element) !== identity) {
      const alike = [...was.container.querySelectorAll(was.element.tagName)].filter(
        (candidate) => identityOf(candidate) === identity,
      )
      element = alike.length === 1 ? alike[0] : undefined
    }
    if (element instanceof HTMLElement) element.focus({ preventScroll: true })
  }, [])
  return null
}
