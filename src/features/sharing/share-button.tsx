import { useState } from 'react'
import { toast } from '@/components/toast'
import { shareLink } from './share-link'
import { inThisLanguage } from '@/config/languages'
import { shareMessages } from './messages'

/** "Share": the system's share sheet, or the page's address copied with a toast. */
export function ShareButton({
  title,
  text,
  path,
  className = '',
}: {
  title: string
  text: string
  /** The page shared, on the site's origin as the visitor sees it. */
  path: string
  className?: string
}) {
  const [busy, setBusy] = useState(false)
  const share = async () => {
    const url = new URL(inThisLanguage(path), window.location.origin).href
    setBusy(true)
    try {
      if ((await shareLink({ title, text, url })) === 'copied')
        toast.success(shareMessages.linkCopied)
    } catch (error) {
      console.warn('Could not share the link', error)
      toast.error(shareMessages.copyFailed(url))
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={`btn gap-2 ${className}`}
      aria-busy={busy || undefined}
      onClick={() => void share()}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7" />
        <path d="M12 3v12" />
        <path d="m7 8 5-5 5 5" />
      </svg>
      {shareMessages.share}
    </button>
  )
}
