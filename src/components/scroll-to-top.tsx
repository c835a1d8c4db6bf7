import { useEffect, useState } from 'react'
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@/config/constants'
import { sharedMessages } from './messages'

/** Appears once the page has scrolled a little, and glides back to the top. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      aria-label={sharedMessages.scrollToTop}
      className="btn btn-circle btn-primary scroll-to-top fixed right-6 bottom-6 z-40 shadow-lg"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  )
}
