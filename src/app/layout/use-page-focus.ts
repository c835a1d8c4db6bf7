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
    const rescue = ({ target }: FocusEvent) => {
      // After the removal has finished, and after whoever removed it had a chance to place it.
      setTimeout(() => {
        if (
          target instanceof Node &&
          !target.isConnected &&
          document.activeElement === document.body
        )
          focusMain()
      }, 0)
    }
    document.addEventListener('focusout', rescue)
    return () => document.removeEventListener('focusout', rescue)
  }, [])
}
