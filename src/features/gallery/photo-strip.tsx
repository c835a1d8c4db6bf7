import { useRef, useState } from 'react'
import { toast } from '@/components/toast'
import { imageWidths } from '@/config/constants'
import { lazyPart, useLazyPart } from '@/lib/lazy-part'
import { responsiveSources } from '@/lib/responsive-image'
import type { GalleryPhoto } from './gallery-photo'
import { galleryMessages } from './messages'

/** The viewer and its library arrive on the first opening, never before. */
const photoViewer = lazyPart(() => import('./photo-viewer').then((module) => module.default))

const THUMBNAILS = 5

/**
 * A row of thumbnails and "View all N photos", each opening the viewer at its photo. Until
 * `thumbnailsShown`, the thumbnails are placeholders of the same size.
 */
export function PhotoStrip({
  title,
  photos,
  thumbnailsShown = true,
}: {
  title: string
  photos: readonly GalleryPhoto[]
  thumbnailsShown?: boolean
}) {
  const viewer = useLazyPart(photoViewer, { now: false })
  const Viewer = viewer.value
  const [open, setOpen] = useState(false)
  const [index, setIndex] = useState(0)
  const opener = useRef<HTMLElement | null>(null)

  const show = (at: number, target: HTMLElement) => {
    opener.current = target
    viewer.load().then(
      () => {
        setIndex(at)
        setOpen(true)
      },
      () => toast.error(galleryMessages.viewerFailed),
    )
  }

  if (photos.length === 0) return null
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
            aria-label={galleryMessages.openPhoto(at + 1, photos.length, photo.alt)}
            onClick={(event) => show(at, event.currentTarget)}
          >
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
        onClick={(event) => show(0, event.currentTarget)}
      >
        {galleryMessages.viewAll(photos.length)}
      </button>
      {Viewer ? (
        <Viewer
          title={title}
          photos={photos}
          index={index}
          open={open}
          onView={setIndex}
          onClose={() => setOpen(false)}
          onClosed={() => opener.current?.focus()}
        />
      ) : null}
    </div>
  )
}
