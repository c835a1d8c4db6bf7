import { useEffect, useMemo } from 'react'
import Lightbox, { type GenericSlide, type Slide } from 'yet-another-react-lightbox'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/counter.css'
import './viewer-slides.css'
import { tourFrameReferrerPolicy, tourFrameSandbox } from '@/config/tour-providers'
import { FilmSlide } from './film-slide'
import {
  viewerSources,
  type GalleryExtras,
  type GalleryPhoto,
  type GallerySection,
} from './gallery-photo'
import { galleryMessages, viewerMessages } from './messages'

const plugins = [Counter, Zoom]

// The film and the tour: slides of the viewer's own kinds, drawn by render.slide below.
declare module 'yet-another-react-lightbox' {
  interface FilmSlideKind extends GenericSlide {
    type: 'film'
    film: NonNullable<GalleryExtras['film']>
  }
  interface TourSlideKind extends GenericSlide {
    type: 'tour'
    tour: NonNullable<GalleryExtras['tour']>
  }
  interface SlideTypes {
    film: FilmSlideKind
    tour: TourSlideKind
  }
  // The language of an image's alt where it is not the page's (carried by the zoom's copies).
  interface SlideImage {
    lang?: string | undefined
  }
}

/**
 * One tab's slides. A floor plan's level is its caption. Words left in the data's English (a
 * photo's alt, a level's name) say so on the slide's image (`lang`): an alt cannot mark part of
 * itself, so such a plan's alt is its level's name alone.
 */
function sectionSlides(
  section: GallerySection,
  title: string,
  photos: readonly GalleryPhoto[],
  { floorPlans, film, tour }: GalleryExtras,
) {
  const captions = new Map<Slide, { label: string; lang: string | undefined }>()
  const slides: Slide[] =
    section === 'floorPlans'
      ? floorPlans.map(({ src, label, lang }) => {
          const slide = { src, lang, alt: lang ? label : viewerMessages.floorPlan(title, label) }
          captions.set(slide, { label, lang })
          return slide
        })
      : section === 'film' && film
        ? [{ type: 'film', film }]
        : section === 'tour' && tour
          ? [{ type: 'tour', tour }]
          : photos.map((photo) => ({ ...viewerSources(photo), alt: photo.alt, lang: photo.lang }))
  return { slides, captions }
}

/** The tabs this gallery has: the photos, then each extra it has. */
const sectionsOf = ({ floorPlans, film, tour }: GalleryExtras): GallerySection[] => [
  'photos',
  ...(floorPlans.length > 0 ? (['floorPlans'] as const) : []),
  ...(film ? (['film'] as const) : []),
  ...(tour ? (['tour'] as const) : []),
]

/**
 * The library hides the page from assistive technology but lets Tab leave the dialog: Tab and
 * Shift+Tab go round its buttons instead.
 */
function keepTabInDialog() {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    const dialog = document.querySelector<HTMLElement>('.yarl__portal[role="dialog"]')
    if (!dialog) return
    // The buttons, and the film's player and the tour's frame, of the slide in view (the others
    // are inert).
    const buttons = [
      ...dialog.querySelectorAll<HTMLElement>('button:not([disabled]), video[controls], iframe'),
    ].filter((element) => element.offsetParent !== null && !element.closest('[inert]'))
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
  extras,
  section,
  index,
  open,
  onSection,
  onView,
  onClose,
  onClosed,
}: {
  title: string
  photos: readonly GalleryPhoto[]
  /** After the photos: floor plans, film, tour, each in its own tab. */
  extras: GalleryExtras
  /** The tab shown. A tour's frame is made only in its tab, which only a visitor's press opens. */
  section: GallerySection
  /**
   * The photo shown. The library goes back to it whenever its props change, so the owner follows
   * each move (`onView`): a page drawn again while the viewer is open keeps the visitor's photo.
   */
  index: number
  open: boolean
  /** Another tab, from its first slide. */
  onSection: (section: GallerySection) => void
  onView: (index: number) => void
  onClose: () => void
  /** After the closing animation: the place to give focus back. */
  onClosed: () => void
}) {
  useEffect(() => (open ? keepTabInDialog() : undefined), [open])
  const { slides, captions } = useMemo(
    () => sectionSlides(section, title, photos, extras),
    [section, title, photos, extras],
  )
  const sections = sectionsOf(extras)
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
        Slide: viewerMessages.slideKind[section],
        '{index} of {total}': galleryMessages.photoOf,
        Previous: galleryMessages.previous,
        Next: galleryMessages.next,
        Close: galleryMessages.close,
        'Zoom in': galleryMessages.zoomIn,
        'Zoom out': galleryMessages.zoomOut,
      }}
      counter={{ container: { style: { top: 'unset', bottom: 0 } } }}
      zoom={{ maxZoomPixelRatio: 2 }}
      carousel={{
        finite: slides.length === 1,
        imageProps: (slide) => ({ lang: 'lang' in slide ? slide.lang : undefined }),
      }}
      render={{
        // The film and the tour in view only: the library also draws a lone slide as its own
        // neighbours, which would load the tour three times.
        slide: ({ slide, offset }) =>
          offset !== 0 ? undefined : slide.type === 'film' ? (
            <FilmSlide film={slide.film} title={title} />
          ) : slide.type === 'tour' ? (
            <iframe
              src={slide.tour.url}
              title={viewerMessages.tourFrame(title, slide.tour.provider)}
              allow="xr-spatial-tracking; fullscreen"
              allowFullScreen
              sandbox={tourFrameSandbox}
              referrerPolicy={tourFrameReferrerPolicy}
              className="gallery-tour"
            />
          ) : undefined,
        slideFooter: ({ slide }) => {
          const caption = captions.get(slide)
          return caption ? (
            <p className="gallery-level" lang={caption.lang}>
              {caption.label}
            </p>
          ) : null
        },
        // A tab of one slide (the film, the tour, a single level) has nowhere to go.
        ...(slides.length === 1 && { buttonPrev: () => null, buttonNext: () => null }),
        controls: () =>
          sections.length > 1 ? (
            <div role="group" aria-label={viewerMessages.sections} className="gallery-tabs">
              {sections.map((name) => (
                <button
                  key={name}
                  type="button"
                  aria-current={name === section || undefined}
                  onClick={() => onSection(name)}
                >
                  {viewerMessages.section[name]}
                </button>
              ))}
            </div>
          ) : null,
      }}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: shown }) => onView(shown), exited: onClosed }}
      styles={{ container: { backgroundColor: 'rgb(20 24 34 / 0.97)' } }}
    />
  )
}
