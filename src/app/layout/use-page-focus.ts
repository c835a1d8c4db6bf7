import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { MAIN_ID } from './site-frame'

const focusMain = () => document.getElementById(MAIN_ID)?.focus({ preventScroll: true })

/**
 * Keeps the keyboard's place. On a move to another page the focus starts at the new page's
 * content, as after a page load: otherwise it is lost with the link that was pressed, and a
 * keyboard or screen reader user starts again from the top of the document. A change of the query
 * string alone (the search) keeps it. And when the focused control itself goes (the account menu
 * on sign-out), the focus goes to the content rather than to the page's body.
 */
export function usePageFocus() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    focusMain()
  }, [pathname])

  useEffect(() => {
    // Browsers send no event when the focused element is removed: the focus simply falls to the
    // body. So: the last element focused, checked whenever the page changes.
    let last: Element | null = null
    const remember = ({ target }: FocusEvent) => {
      last = target instanceof Element ? target : null
    }
    const observer = new MutationObserver(() => {
      if (last && !last.isConnected && document.activeElement === document.body) {
        last = null
        focusMain()
      }
    })
    document.addEventListener('focusin', remember)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      document.removeEventListener('focusin', remember)
      observer.disconnect()
    }
  }, [])
}
