import { createContext, use, type ComponentPropsWithoutRef, type MouseEvent } from 'react'

/** Goes to a path inside the app (the router's navigate). */
export type NavigateTo = (to: string) => void

/**
 * The router's navigate, provided once by the layout. It never changes, so reading it re-renders
 * nothing; React Router's own hooks (and so its <Link>) re-render on every navigation, even one that
 * only changes the query string.
 */
export const NavigateContext = createContext<NavigateTo | null>(null)

/** The app's navigate, or null outside the layout (a link then loads its page the ordinary way). */
export const useSteadyNavigate = () => use(NavigateContext)

/** A click the page should handle itself: the main button, no modifier, no other target. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  const target = event.currentTarget.getAttribute('target')
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!target || target === '_self')
  )
}

/**
 * A link within the app for long lists (the estate cards): it navigates like React Router's <Link>
 * but is not drawn again when the address changes, so a search that rewrites the query string does
 * not re-render every card.
 */
export function SteadyLink({
  to,
  onClick,
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { to: string }) {
  const navigate = useSteadyNavigate()
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !navigate || !isPlainClick(event)) return
        event.preventDefault()
        navigate(to)
      }}
    >
      {children}
    </a>
  )
}
