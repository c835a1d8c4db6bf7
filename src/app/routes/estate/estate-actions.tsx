import { useMemo } from 'react'
import { paths } from '@/config/paths'
import { PrintBrochureButton } from '@/features/brochure/print-brochure-button'
import { CompareToggle } from '@/features/compare/compare-toggle'
import { estateSummary } from '@/features/estates/describe-estate'
import type { Estate } from '@/features/estates/estate-schema'
import type { GalleryExtras, GalleryPhoto } from '@/features/gallery/gallery-photo'
import { galleryMessages } from '@/features/gallery/messages'
import { PhotoStrip } from '@/features/gallery/photo-strip'
import { ShareButton } from '@/features/sharing/share-button'
import { langOf } from '@/lib/data-language'
import { withChoice } from '@/lib/display-choice'
import type { Display } from '@/lib/display-units'
import { SavedEstateToggle } from '../../saved/saved-estate-toggle'

/** The estate's photos: its image first, then the others, each with words for those who cannot see it. */
function photosOf(estate: Estate): GalleryPhoto[] {
  const { title, translation } = estate
  return [
    { src: estate.image, alt: title, lang: langOf(translation, 'title') },
    ...estate.images.map((photo, index) => ({
      src: photo.url,
      alt: photo.alt ?? galleryMessages.photoOfEstate(title, index + 2),
      lang: photo.alt && langOf(translation, 'images'),
    })),
  ]
}

/**
 * After the photos, in the same viewer: the floor plans, the film and the 3D tour. The captions
 * are the page's language's where a translation gives them (decision 038), else the data's English.
 */
const extrasOf = ({ floorPlans, film, tour, translation }: Estate): GalleryExtras => ({
  floorPlans: floorPlans.map(({ url, label }) => ({
    src: url,
    label,
    lang: langOf(translation, 'floorPlans'),
  })),
  film: film && { ...film, captionsLang: langOf(translation, 'film') },
  tour,
})

/** Under the photo: the gallery's buttons, save, compare, share and print. */
export function EstateActions({
  estate,
  display,
  thumbnailsShown,
  printing,
  onPrint,
}: {
  estate: Estate
  display: Display
  /** The header's photo is on screen: the thumbnails may load. */
  thumbnailsShown: boolean
  printing: boolean
  onPrint: () => void
}) {
  // The same list each time the page draws: the viewer would take a new list for new photos.
  const photos = useMemo(() => photosOf(estate), [estate])
  const extras = useMemo(() => extrasOf(estate), [estate])
  // Shared in the sharer's money, rounded ("≈ €11.8M"), by a link that shows the page in it and
  // in their area unit (decision 036); the meta description stays in dollars, as the page's HTML.
  const shownAs = { currency: display.money.currency, area: display.area }
  const sharedPath = `${paths.estate.href(estate.id)}${withChoice('', shownAs)}`
  return (
    <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-5 pt-6 sm:px-8 print:hidden">
      <PhotoStrip
        title={estate.title}
        photos={photos}
        extras={extras}
        thumbnailsShown={thumbnailsShown}
      />
      <SavedEstateToggle estate={estate} className="ml-auto" />
      <CompareToggle estate={estate} onPage />
      <ShareButton
        title={estate.title}
        text={estateSummary(estate, display.money)}
        path={sharedPath}
        className="btn-outline btn-primary"
      />
      <PrintBrochureButton busy={printing} onPress={onPrint} className="btn-outline btn-primary" />
    </div>
  )
}
