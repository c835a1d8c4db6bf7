import { useCallback, useState } from 'react'
import { useLocation } from 'react-router'

/** Open or closed for the page it was opened on: navigating elsewhere closes it. */
export function useOpenForPage() {
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const setOpen = useCallback((open: boolean) => setOpenOn(open ? pathname : null), [pathname])
  return [openOn === pathname, setOpen] as const
}
