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
    // body. So the focused element's ancestors are watched, each for its own children only: a
    // removal of it or of any element around it is a change of one of their child lists. (Why not
    // the whole body's subtree: every change anywhere, the map's markers and tiles, the cards,
    // then cost a record and a check.)
    let watched: Element | null = null
    const observer = new MutationObserver(() => {
      if (!watched) return
      if (watched.isConnected) {
        // Moved rather than removed: its new ancestors are the ones to watch.
        watch(watched)
        return
      }
      watch(null)
      if (document.activeElement === document.body || document.activeElement === null) focusMain()
    })
    function watch(element: Element | null) {
      observer.disconnect()
      watched = element
      // The page's content itself: it goes only with the whole page, whose focus is set anew.
      if (!element || element.id === MAIN_ID) return
      for (let node = element.parentNode; node; node = node.parentNode)
        observer.observe(node, { childList: true })
    }
    const remember = ({ target }: FocusEvent) => watch(target instanceof Element ? target : null)
    document.addEventListener('focusin', remember)
    return () => {
      document.removeEventListener('focusin', remember)
      observer.disconnect()
    }
  }, [])
}
