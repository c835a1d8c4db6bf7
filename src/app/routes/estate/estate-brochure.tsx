import { useEffect, useMemo, useRef } from 'react'
import { brochure } from '@/config/constants'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { Brochure, type BrochureContent } from '@/features/brochure/brochure'
import { brochureMessages } from '@/features/brochure/messages'
import { AgentCard } from '@/features/enquiries/agent-card'
import { estatePagePhoto } from '@/features/estates/estate-page-photo'
import type { Estate } from '@/features/estates/estate-schema'
import { convertedAt } from '@/features/estates/describe-estate'
import { priceFigure, statusName } from '@/features/estates/estate-words'
import { estatePageMessages, priceOnRequest } from '@/features/estates/messages'
import { langOf } from '@/lib/data-language'
import { useDisplay } from '@/lib/display-choice'
import { dollars, type Display } from '@/lib/display-units'
import { formatArea } from '@/lib/format'
import { whenImagesReady } from '@/lib/when-images-ready'

/** The data's dollars and square feet: a brochure drawn before any choice. */
const asTheData: Pick<Display, 'money' | 'area' | 'rates'> = {
  money: dollars,
  area: 'sqft',
  rates: null,
}

/**
 * What the brochure prints of an estate, its price and area in the visitor's display: exact, as on
 * the estate's page, with the same line of the rates it was converted at.
 */
export function brochureContent(
  estate: Estate,
  { money, area, rates }: Pick<Display, 'money' | 'area' | 'rates'> = asTheData,
): BrochureContent {
  const { facts } = brochureMessages
  const { price, monthly, translation } = estate
  const priceLine = price === null ? priceOnRequest : priceFigure(price, monthly, money)
  const availability = estatePageMessages.availability[estate.availability]
  const status = statusName(estate.status)
  return {
    title: estate.title,
    titleLang: langOf(translation, 'title'),
    location: estate.location,
    // The header photo's own file: on paper it is already here.
    cover: estatePagePhoto(estate),
    priceLine,
    priceNote: rates && price !== null ? convertedAt(rates, price, monthly) : undefined,
    facts: [
      { label: facts.price, value: priceLine },
      { label: facts.area, value: formatArea(estate.areaSqFt, { unit: area }) },
      // A status with no word in the page's language is the data's, in English.
      { label: facts.status, value: status ?? estate.status, lang: status ? undefined : 'en' },
      { label: facts.segment, value: estate.segment, lang: langOf(translation, 'segment') },
      { label: facts.location, value: estate.location },
      ...(availability ? [{ label: facts.availability, value: availability }] : []),
    ],
    facilities: estate.facilities,
    facilitiesLang: langOf(translation, 'facilities'),
    floorPlans: estate.floorPlans,
    floorPlansLang: langOf(translation, 'floorPlans'),
    // An approximate point is the area's, not the house's: on paper, the area's name only.
    point: estate.locationPrecision === 'approximate' ? null : estate.coordinates,
    address: `${env.VITE_SITE_ORIGIN}${paths.estate.href(estate.id)}`,
  }
}

/**
 * The estate's brochure, drawn once asked for (it loads with the QR code's library) and kept, so a
 * later Ctrl+P prints it too. Each new `printRequest` prints it once its images are in.
 */
export default function EstateBrochure({
  estate,
  printRequest,
  onPrinted,
}: {
  estate: Estate
  printRequest: number
  onPrinted: () => void
}) {
  const ref = useRef<HTMLElement>(null)
  const display = useDisplay()
  const content = useMemo(() => brochureContent(estate, display), [estate, display])
  const printed = useRef(0)
  useEffect(() => {
    const root = ref.current
    if (!root || printRequest === printed.current) return
    printed.current = printRequest
    let left = false // the visitor went to another page meanwhile: no dialog over it
    void whenImagesReady(root, brochure.imagesWaitMs).then(() => {
      if (left) return
      window.print()
      onPrinted()
    })
    return () => {
      left = true
    }
  }, [printRequest, onPrinted])
  return (
    <Brochure
      ref={ref}
      content={content}
      agentCard={<AgentCard agent={estate.agent} estateTitle={estate.title} printed />}
    />
  )
}
