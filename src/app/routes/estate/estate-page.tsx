import { useCallback, useMemo, useState } from 'react'
import { ScrollToTop } from '@/components/scroll-to-top'
import { toast } from '@/components/toast'
import { WhenNearViewport } from '@/components/when-near-viewport'
import { map } from '@/config/constants'
import { paths } from '@/config/paths'
import { idToken } from '@/features/auth/auth-actions'
import { printMessages } from '@/features/brochure/print-messages'
import { PrintBrochureButton } from '@/features/brochure/print-brochure-button'
import { useSessionUser } from '@/features/auth/use-session-user'
import { CompareBarSlot, CompareToggle } from '@/features/compare/compare-toggle'
import { describeEstate, estateSummary } from '@/features/estates/describe-estate'
import { estatePagePhoto } from '@/features/estates/estate-page-photo'
import type { Estate } from '@/features/estates/estate-schema'
import type { GalleryExtras, GalleryPhoto } from '@/features/gallery/gallery-photo'
import { galleryMessages } from '@/features/gallery/messages'
import { PhotoStrip } from '@/features/gallery/photo-strip'
import { MortgageCalculator } from '@/features/mortgage/mortgage-calculator'
import { ShareButton } from '@/features/sharing/share-button'
import { lazyPart, useLazyPart, WhenLoaded } from '@/components/lazy-part'
import { useDisplay, withChoice } from '@/lib/display-choice'
import { useMetaDescription } from '@/lib/use-meta-description'
import { SavedEstateToggle } from '../../saved/saved-estate-toggle'
import { estateMessages, priceFigure, priceOnRequest } from '@/features/estates/messages'
import { estatePageMessages } from '@/features/estates/estate-page-messages'
import { displayMessages } from '@/components/messages'
import { titleOf } from '../../pages'
import { TextWithPart } from '@/components/text-with-part'
import { langOf } from '@/lib/data-language'
import { EnquiryPlaceholder } from '@/features/enquiries/enquiry-placeholder'

const estateMap = lazyPart(() =>
  import('@/features/map/estate-map').then((module) => module.default),
)
const enquirySection = lazyPart(() =>
  import('@/features/enquiries/enquiry-section').then((module) => module.default),
)
// The brochure, with the QR code's library, loads on the press of "Print brochure" only.
const estateBrochure = lazyPart(() => import('./estate-brochure').then((module) => module.default))
// The map's height as a class: this page is also written into its HTML, where the CSP allows no
// style attribute.
const mapPlaceholder = (
  <div aria-hidden="true" className={`skeleton w-full rounded-none ${map.heightClass}`} />
)

/**
 * Calls back once an image is on screen: its load event comes before it is decoded and before the
 * frame that shows it, and the page's largest paint is that frame.
 */
const whenPainted = (image: HTMLImageElement, callback: () => void) =>
  void image
    .decode()
    .catch(() => undefined)
    .then(() => requestAnimationFrame(() => setTimeout(callback, 0)))

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

/** An estate's page: the app's page and its first screen (shell.tsx). */
export function EstatePage({ estate }: { estate: Estate }) {
  useMetaDescription(estateSummary(estate))
  const badge = estatePageMessages.availability[estate.availability]
  const display = useDisplay()
  // Sold or let: the page stays, as the agency's portfolio, with no mortgage and no viewing.
  const { availability } = estate
  const portfolio = availability === 'sold' || availability === 'let' ? availability : null
  const user = useSessionUser()
  const { coordinates } = estate
  // The thumbnails wait until the header photo, the page's largest paint, is on screen, so they
  // never share its bandwidth nor count before it (requested on its load event, before its
  // paint, they were in Lighthouse's estimate of it: docs/decisions/measurements.md).
  const [heroLoaded, setHeroLoaded] = useState(false)
  // The same list each time the page draws: the viewer would take a new list for new photos.
  const photos = useMemo(() => photosOf(estate), [estate])
  const extras = useMemo(() => extrasOf(estate), [estate])
  const showThumbnails = ({ currentTarget }: { currentTarget: HTMLImageElement }) =>
    whenPainted(currentTarget, () => setHeroLoaded(true))
  // Each press asks the brochure to print once its images are in. Ctrl+P before any press prints
  // the page itself in its print styles (no QR code: its library is not here); after one, the
  // brochure, which stays drawn for paper.
  const brochure = useLazyPart(estateBrochure, { now: false })
  const [printRequest, setPrintRequest] = useState(0)
  const [preparing, setPreparing] = useState(false)
  const printed = useCallback(() => setPreparing(false), [])
  const printBrochure = () => {
    setPreparing(true)
    brochure.load().then(
      () => setPrintRequest((count) => count + 1),
      () => {
        setPreparing(false)
        toast.error(printMessages.failed)
      },
    )
  }
  const EstateBrochure = brochure.value
  // Shared in the sharer's money, rounded ("≈ €11.8M"), by a link that shows the page in it and
  // in their area unit (decision 036); the meta description stays in dollars, as the page's HTML.
  const shownAs = { currency: display.money.currency, area: display.area }
  const sharedPath = `${paths.estate.href(estate.id)}${withChoice('', shownAs)}`
  const enquiryPlaceholder = (
    <EnquiryPlaceholder similar={portfolio !== null} verified={user?.emailVerified ?? true} />
  )
  return (
    <article className="pb-10">
      <title>{titleOf('estate')}</title>
      <header className="relative mx-0 overflow-hidden sm:mx-8 sm:rounded-box">
        <img
          {...estatePagePhoto(estate)}
          width={1200}
          height={800}
          alt=""
          fetchPriority="high"
          onLoad={showThumbnails}
          onError={showThumbnails}
          className="bg-base-300 aspect-[4/3] max-h-[560px] w-full object-cover sm:aspect-[16/8]"
        />
        <div className="from-primary/90 via-primary/40 absolute inset-0 bg-gradient-to-t to-transparent print:hidden" />
        <div className="text-primary-content print:text-base-content absolute inset-x-6 bottom-8 sm:inset-x-12 sm:bottom-12 print:static print:pt-6">
          <p
            className="text-gold text-xs font-semibold tracking-[0.3em] uppercase"
            lang={langOf(estate.translation, 'location')}
          >
            {estate.location}
          </p>
          <h1
            className="mt-3 max-w-3xl text-3xl sm:text-5xl"
            lang={langOf(estate.translation, 'title')}
          >
            {estate.title}
          </h1>
          <p className="text-primary-content/90 mt-3 text-lg">
            <TextWithPart
              text={estatePageMessages.segment(estate.segment)}
              part={estate.segment}
              lang={langOf(estate.translation, 'segment')}
            />
          </p>
        </div>
      </header>

      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-5 pt-6 sm:px-8 print:hidden">
        <PhotoStrip
          title={estate.title}
          photos={photos}
          extras={extras}
          thumbnailsShown={heroLoaded}
        />
        <SavedEstateToggle estate={estate} className="ml-auto" />
        <CompareToggle estate={estate} onPage />
        <ShareButton
          title={estate.title}
          text={estateSummary(estate, display.money)}
          path={sharedPath}
          className="btn-outline btn-primary"
        />
        <PrintBrochureButton
          busy={preparing}
          onPress={printBrochure}
          className="btn-outline btn-primary"
        />
      </div>

      <div className="mx-auto grid max-w-5xl gap-12 px-5 pt-14 sm:px-8 lg:grid-cols-[2fr_1fr]">
        <p className="text-base-content/85 text-lg leading-relaxed">
          <TextWithPart
            text={describeEstate(estate, display)}
            part={estate.description}
            lang={langOf(estate.translation, 'description')}
          />
        </p>
        <aside className="bg-base-200 rounded-box p-7">
          {badge ? <p className="badge bg-gold-deep mb-4 border-none text-white">{badge}</p> : null}
          {estate.price === null ? (
            <p className="text-secondary font-display text-3xl">{priceOnRequest}</p>
          ) : (
            <>
              <p className="text-base-content/70 text-sm">{estatePageMessages.price}</p>
              <p className="text-secondary font-display text-3xl">
                {priceFigure(estate.price, estate.monthly, display.money)}
              </p>
              {display.rates ? (
                <p className="text-base-content/70 mt-2 text-sm">
                  {estatePageMessages.convertedAt(
                    display.rates.date,
                    display.rates.source,
                    estate.price,
                    estate.monthly,
                  )}
                </p>
              ) : display.problem ? (
                <p className="text-base-content/70 mt-2 text-sm">
                  {displayMessages.inDollars[display.problem]}
                </p>
              ) : null}
            </>
          )}
          <h2 className="mt-6 text-xl">{estatePageMessages.facilities}</h2>
          <ul
            className="marker:text-gold mt-3 list-disc space-y-1.5 pl-5"
            lang={langOf(estate.translation, 'facilities')}
          >
            {estate.facilities.map((facility, index) => (
              <li key={`${index}-${facility}`}>{facility}</li>
            ))}
          </ul>
        </aside>
      </div>

      {/* A mortgage is for a sale on the market: a month's rent or a sold estate has none. */}
      {portfolio ? (
        <div className="mx-auto max-w-5xl px-5 pt-14 sm:px-8">
          <p className="bg-base-200 rounded-box p-7 text-lg">
            {estatePageMessages.inPortfolio(portfolio)}
          </p>
        </div>
      ) : estate.monthly ? null : (
        <div className="mx-auto max-w-5xl px-5 pt-14 sm:px-8 print:hidden">
          {estate.price === null ? (
            <p className="bg-base-200 rounded-box p-7">{estatePageMessages.mortgageOnRequest}</p>
          ) : (
            <MortgageCalculator
              key={display.money.currency}
              price={estate.price}
              money={display.money}
            />
          )}
        </div>
      )}

      <section aria-labelledby="location-heading" className="px-0 pt-16 sm:px-8 print:hidden">
        <h2 id="location-heading" className="mb-6 px-5 text-2xl sm:px-0">
          {estatePageMessages.location}
        </h2>
        {coordinates && estate.locationPrecision === 'approximate' ? (
          <p className="mb-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 px-5 sm:px-0">
            <span className="text-secondary font-semibold">
              {estatePageMessages.approximateLocation}
            </span>
            <span className="text-base-content/80">{estatePageMessages.approximateNote}</span>
          </p>
        ) : null}
        {coordinates ? (
          <WhenNearViewport placeholder={mapPlaceholder}>
            <WhenLoaded
              part={estateMap}
              fallback={mapPlaceholder}
              failed={estateMessages.mapLoadFailed}
            >
              {(EstateMap) => (
                <EstateMap
                  lat={coordinates.lat}
                  lng={coordinates.lng}
                  label={estate.location}
                  approximate={estate.locationPrecision === 'approximate'}
                />
              )}
            </WhenLoaded>
          </WhenNearViewport>
        ) : (
          <p className="bg-base-200 flex h-40 items-center justify-center text-lg">
            {estatePageMessages.locationUnavailable}
          </p>
        )}
      </section>
      <WhenNearViewport placeholder={enquiryPlaceholder}>
        <WhenLoaded
          part={enquirySection}
          fallback={enquiryPlaceholder}
          failed={estatePageMessages.enquiryLoadFailed}
        >
          {(EnquirySection) => (
            <EnquirySection
              estate={estate}
              visitor={{
                name: user?.displayName ?? '',
                email: user?.email ?? '',
                emailVerified: user?.emailVerified ?? true,
              }}
              getIdToken={idToken}
            />
          )}
        </WhenLoaded>
      </WhenNearViewport>
      <ScrollToTop />
      <CompareBarSlot />
      {EstateBrochure && (
        <EstateBrochure estate={estate} printRequest={printRequest} onPrinted={printed} />
      )}
    </article>
  )
}
