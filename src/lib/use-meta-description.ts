import { useEffect } from 'react'

/**
 * Sets the page's meta description (the one in index.html) while a component is shown, and puts
 * the site's back when it goes: search engines and link previews read the page's own.
 */
export function useMetaDescription(description: string) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) return
    const previous = meta.content
    meta.content = description
    return () => {
      meta.content = previous
    }
  }, [description])
}
