import { useEffect, useState } from 'react'
import { lazyPart } from '@/components/lazy-part'
import { ScrollToTop } from '@/components/scroll-to-top'
import { idToken } from '@/features/auth/auth-actions'
import { useSessionUser } from '@/features/auth/use-session-user'
import { useBrochurePrint } from '@/features/brochure/use-brochure-print'
import { CompareBarSlot } from '@/features/compare/compare-toggle'
import { estateSummary } from '@/features/estates/describe-estate'
import { EstateHeader } from '@/features/estates/estate-header'
import { EstateOverview } from '@/features/estates/estate-overview'
import type { Estate } from '@/features/estates/estate-schema'
import { afterPageSettles } from '@/lib/after-page-settles'
import { useDisplay } from '@/lib/display-choice'
import { useMetaDescription } from '@/lib/use-meta-description'
import { titleOf } from '../../pages'
import { EstateActions } from './estate-actions'
import { EstateFinance } from './estate-finance'
import { EstateLocation } from './estate-location'
import { EstateViewing } from './estate-viewing'

// The brochure, with the QR code's library, loads on the press of "Print brochure" only.
const estateBrochure = lazyPart(() => import('./estate-brochure').then((module) => module.default))

/**
 * Calls back once an image is on screen: its load event comes before it is decoded and before the
 * frame that shows it, and the page's largest paint is that frame.
 */
const whenPainted = (image: HTMLImageElement, callback: () => void) =>
  void image
    .decode()
    .catch(() => undefined)
    .then(() => requestAnimationFrame(() => setTimeout(callback, 0)))

/** An estate's page: the app's page and its first screen (shell.tsx). */
export function EstatePage({ estate }: { estate: Estate }) {
  useMetaDescription(estateSummary(estate))
  const display = useDisplay()
  // Sold or let: the page stays, as the agency's portfolio, with no mortgage and no viewing.
  const { availability } = estate
  const portfolio = availability === 'sold' || availability === 'let' ? availability : null
  const user = useSessionUser()
  // The thumbnails wait until the header photo, the page's largest paint, is on screen, so they
  // never share its bandwidth nor count before it (requested on its load event, before its
  // paint, they were in Lighthouse's estimate of it: docs/decisions/measurements.md).
  const [heroLoaded, setHeroLoaded] = useState(false)
  const showThumbnails = ({ currentTarget }: { currentTarget: HTMLImageElement }) =>
    whenPainted(currentTarget, () => setHeroLoaded(true))
  const { Brochure, printRequest, printed, preparing, print } = useBrochurePrint(estateBrochure)
  // The view is counted (issue 46) once the header photo, the page's largest paint, is on screen
  // and the page has settled: its code is a chunk of its own (decision 057).
  useEffect(() => {
    if (heroLoaded)
      return afterPageSettles(
        () =>
          void import('@/features/figures/count-view').then(
            ({ countView }) => countView(estate.id, idToken),
            () => undefined, // not loaded: not counted, and nothing to say
          ),
      )
  }, [estate.id, heroLoaded])
  return (
    <article className="pb-10">
      <title>{titleOf('estate')}</title>
      <EstateHeader estate={estate} onPhotoShown={showThumbnails} />
      <EstateActions
        estate={estate}
        display={display}
        thumbnailsShown={heroLoaded}
        printing={preparing}
        onPrint={print}
      />
      <EstateOverview estate={estate} display={display} />
      <EstateFinance estate={estate} display={display} portfolio={portfolio} />
      <EstateLocation estate={estate} />
      <EstateViewing estate={estate} user={user} similar={portfolio !== null} />
      <ScrollToTop />
      <CompareBarSlot />
      {Brochure && <Brochure estate={estate} printRequest={printRequest} onPrinted={printed} />}
    </article>
  )
}
