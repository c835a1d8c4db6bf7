import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { REDIRECT_DELAY_MS } from '@/config/constants'

/**
 * After a successful registration or profile update: wait the spec's 2 seconds (the toast is read),
 * then run `before` (e.g. reset the form) and go to `to`. `redirecting` keeps the submit disabled.
 */
export function useDelayedRedirect() {
  const navigate = useNavigate()
  const [redirecting, setRedirecting] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const redirect = (to: string, before?: () => void) => {
    setRedirecting(true)
    timer.current = setTimeout(() => {
      before?.()
      void navigate(to)
    }, REDIRECT_DELAY_MS)
  }
  return { redirecting, redirect }
}
