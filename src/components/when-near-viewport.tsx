import { useEffect, useRef, useState, type ReactNode } from 'react'

/** How far below the fold something starts loading, so it is ready as the visitor scrolls to it. */
const LOAD_AHEAD = '400px'

/**
 * Renders `children` once the placeholder comes within reach of the viewport. For heavy parts below
 * the fold (the estate's map): their code and data stay off the network until someone scrolls
 * towards them, so they never compete with what the page shows first.
 */
export function WhenNearViewport({
  children,
  placeholder,
}: {
  children: ReactNode
  placeholder: ReactNode
}) {
  const marker = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    if (near || !marker.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD} 0px` },
    )
    observer.observe(marker.current)
    return () => observer.disconnect()
  }, [near])

  return near ? children : <div ref={marker}>{placeholder}</div>
}
