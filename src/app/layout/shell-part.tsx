import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'

/**
 * A part of the static shell (shells.tsx) the app keeps on screen until it can draw the same thing
 * itself: the home page's first estate cards stay while the data file is still on its way, rather
 * than turning into skeletons and back. The shell marks the part with data-shell-part="name";
 * the app's start takes the parts out before React draws over the shell.
 */
const kept = new Map<string, Element>()

/** Takes the shell's marked parts out of the container, once, before the app first draws. */
export function keepShellParts(container: Element) {
  container.querySelectorAll<HTMLElement>('[data-shell-part]').forEach((part) => {
    if (part.dataset.shellPart) kept.set(part.dataset.shellPart, part)
  })
}

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
