import { useEffect, useMemo } from 'react'
import Lightbox from 'yet-another-react-lightbox'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/counter.css'
import { viewerSources, type GalleryPhoto } from './gallery-photo'
import { galleryMessages } from './messages'

const plugins = [Counter, Zoom]

/**
 * The library hides the page from assistive technology but lets Tab leave the dialog: Tab and
 * Shift+Tab go round its buttons instead.
 */
function keepTabInDialog() {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    const dialog = document.querySelector<HTMLElement>('.yarl__portal[role="dialog"]')
    if (!dialog) return
    const buttons = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled])')].filter(
      (button) => button.offsetParent !== null,
    )
    const first = buttons[0]
    const last = buttons[buttons.length - 1]
    if (!first || !last) return
    const active = document.activeElement
    const outside = !dialog.contains(active)
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault()
      first.focus()
    }
  }
  document.addEventListener('keydown', onKeyDown, true)
  return () => document.removeEventListener('keydown', onKeyDown, true)
}

/**
 * The full-screen photo viewer (yet-another-react-lightbox, decision 017): loaded only when a
 * visitor opens it. Arrow keys, Escape, swipe and pinch-zoom are the library's.
 */
export default function PhotoViewer({
  title,
  photos,
  index,
  open,
  onView,
  onClose,
  onClosed,
}: {
  title: string
  photos: readonly GalleryPhoto[]
  /**
   * The photo shown. The library goes back to it whenever its props change, so the owner follows
   * each move (`onView`): a page drawn again while the viewer is open keeps the visitor's photo.
   */
  index: number
  open: boolean
  onView: (index: number) => void
  onClose: () => void
  /** After the closing animation: the place to give focus back. */
  onClosed: () => void
}) {
  useEffect(() => (open ? keepTabInDialog() : undefined), [open])
  const slides = useMemo(
    () => photos.map((photo) => ({ ...viewerSources(photo), alt: photo.alt })),
    [photos],
  )
  return (
    <Lightbox
      open={open}
      index={index}
      close={onClose}
      plugins={plugins}
      slides={slides}
      labels={{
        Lightbox: galleryMessages.dialog(title),
        'Photo gallery': galleryMessages.dialog(title),
        Slide: 'photo',
        '{index} of {total}': galleryMessages.photoOf,
        Previous: galleryMessages.previous,
        Next: galleryMessages.next,
        Close: galleryMessages.close,
        'Zoom in': galleryMessages.zoomIn,
        'Zoom out': galleryMessages.zoomOut,
      }}
      counter={{ container: { style: { top: 'unset', bottom: 0 } } }}
      zoom={{ maxZoomPixelRatio: 2 }}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: shown }) => onView(shown), exited: onClosed }}
      styles={{ container: { backgroundColor: 'rgb(20 24 34 / 0.97)' } }}
    />
  )
}
