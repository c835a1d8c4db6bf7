import { useEffect, useState } from 'react'
import { photoPass } from '@/features/photos/photo-schema'
import { idToken } from '@/features/auth/auth-actions'

/**
 * The photo pass (decision 050): an `<img>` cannot send the member's ID token, so the back office
 * keeps it in a cookie that the browser sends on the photos' path only, same-site only, and that
 * the admin function reads for a stored file only. It holds nothing the page does not already
 * hold (the SDK keeps the same token), ends with the token, and goes at sign-out.
 */

/** A pass is renewed this often while photos are on screen... */
export const RENEW_EVERY_MS = 5 * 60_000
/** ...with a fresh token when the one held has less than this left. */
const FRESH_FOR_MS = 15 * 60_000

/** When a token expires, in ms since the epoch (its `exp` claim), or 0 if it cannot be read. */
export function expiryOf(token: string): number {
  try {
    const payload = token.split('.')[1] ?? ''
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const exp = (JSON.parse(json) as { exp?: unknown }).exp
    return typeof exp === 'number' ? exp * 1000 : 0
  } catch {
    return 0
  }
}

function setPass(value: string, maxAgeSeconds: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${photoPass.cookie}=${value}; Path=${photoPass.path}; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`
}

/** Puts the member's current token in the pass; rejects when there is no session to take it from. */
export async function renewPhotoPass({
  getIdToken = idToken,
  now = Date.now,
}: { getIdToken?: (forceRefresh?: boolean) => Promise<string>; now?: () => number } = {}) {
  let token = await getIdToken()
  if (expiryOf(token) - now() < FRESH_FOR_MS) token = await getIdToken(true)
  setPass(token, Math.max(0, Math.floor((expiryOf(token) - now()) / 1000)))
}

/** The pass goes (signing out). */
export function endPhotoPass() {
  setPass('', 0)
}

/**
 * Whether the photo pass is ready, kept renewed while the component using it is on screen:
 * draw stored photos only once it is (an `<img>` before it would be refused).
 */
export function usePhotoPass(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    const renew = () =>
      renewPhotoPass().then(
        () => live && setReady(true),
        (error: unknown) => console.warn('The photo pass could not be renewed', error),
      )
    void renew()
    const timer = setInterval(() => void renew(), RENEW_EVERY_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [])
  return ready
}
