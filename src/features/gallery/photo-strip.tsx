import { useRef, useState } from 'react'
import { toast } from '@/components/toast'
import { imageWidths } from '@/config/constants'
import { TextWithPart } from '@/components/text-with-part'
import { TRANSLATION } from '@/lib/data-language'
import { lazyPart, useLazyPart } from '@/components/lazy-part'
import { responsiveSources } from '@/lib/responsive-image'
import type { GalleryExtras, GalleryPhoto, GallerySection } from './gallery-photo'
import { galleryMessages } from './messages'

/** The viewer and its library arrive on the first opening, never before. */
const photoViewer = lazyPart(() => import('./photo-viewer').then((module) => module.default))

const THUMBNAILS = 5

const noExtras: GalleryExtras = { floorPlans: [], film: null, tour: null }

/**
 * A row of thumbnails and "View all N photos", each opening the viewer at its photo, then a button
 * for each of the extras (floor plans, film, tour) opening the viewer at its tab. Until `thumbnailsShown`,
 * the thumbnails are placeholders of the same size.
 */
export function PhotoStrip({
  title,
  photos,
  extras = noExtras,
  thumbnailsShown = true,
}: {
  title: string
  photos: readonly GalleryPhoto[]
  /** The same object each time the page draws (the viewer would start again on a new one). */
  extras?: GalleryExtras
  thumbnailsShown?: boolean
}) {
  const viewer = useLazyPart(photoViewer, { now: false })
  const Viewer = viewer.value
  const [open, setOpen] = useState(false)
  const [index, setIndex] = useState(0)
  const [section, setSection] = useState<GallerySection>('photos')
  const opener = useRef<HTMLElement | null>(null)

  const showSection = (shown: GallerySection, at = 0) => {
    setSection(shown)
    setIndex(at)
  }
  const show = (shown: GallerySection, at: number, target: HTMLElement) => {
    opener.current = target
    viewer.load().then(
      () => {
        showSection(shown, at)
        setOpen(true)
      },
      () => toast.error(galleryMessages.viewerFailed),
    )
  }

  if (photos.length === 0) return null
  // A button for each extra, opening the viewer at its tab.
  const openers: (readonly [GallerySection, string])[] = []
  if (extras.floorPlans.length > 0) openers.push(['floorPlans', galleryMessages.floorPlans])
  if (extras.film) openers.push(['film', galleryMessages.film])
  if (extras.tour) openers.push(['tour', galleryMessages.tour(extras.tour.provider)])
  return (
    <div className="flex min-w-0 basis-full flex-wrap items-center gap-3 sm:flex-1 sm:basis-0">
      <div
        role="group"
        className="flex min-w-0 gap-2 overflow-x-auto"
        aria-label={galleryMessages.dialog(title)}
      >
        {photos.slice(0, THUMBNAILS).map((photo, at) => (
          <button
            key={`${at}-${photo.src}`}
            type="button"
            className="focus-visible:outline-gold block shrink-0 overflow-hidden rounded-md focus-visible:outline-2 focus-visible:outline-offset-2"
            aria-label={
              TRANSLATION ? undefined : galleryMessages.openPhoto(at + 1, photos.length, photo.alt)
            }
            onClick={(event) => show('photos', at, event.currentTarget)}
          >
            {/* In a translation, its name in words: an alt left in English says so (lang). Its
                own element only there: not in English's bytes. */}
            {TRANSLATION ? (
              <span className="sr-only">
                <TextWithPart
                  text={galleryMessages.openPhoto(at + 1, photos.length, photo.alt)}
                  part={photo.alt}
                  lang={photo.lang}
                />
              </span>
            ) : null}
            {thumbnailsShown ? (
              <img
                {...responsiveSources(photo.src, imageWidths.estate)}
                sizes="96px"
                width={96}
                height={64}
                alt=""
                decoding="async"
                className="bg-base-300 h-16 w-24 object-cover transition hover:opacity-85"
              />
            ) : (
              <span className="bg-base-300 block h-16 w-24" />
            )}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm underline-offset-4 hover:underline"
        aria-busy={viewer.status === 'loading' || undefined}
        onClick={(event) => show('photos', 0, event.currentTarget)}
      >
        {galleryMessages.viewAll(photos.length)}
      </button>
      {openers.map(([name, label]) => (
        <button
          key={name}
          type="button"
          className="btn btn-ghost btn-sm underline-offset-4 hover:underline"
          onClick={(event) => show(name, 0, event.currentTarget)}
        >
          {label}
        </button>
      ))}
      {Viewer ? (
        <Viewer
          title={title}
          photos={photos}
          extras={extras}
          section={section}
          index={index}
          open={open}
          onSection={showSection}
          onView={setIndex}
          onClose={() => setOpen(false)}
          onClosed={() => opener.current?.focus()}
        />
      ) : null}
    </div>
  )
}
