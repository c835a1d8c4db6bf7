import { useEffect, useMemo, useRef } from 'react'
import { brochure } from '@/config/constants'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { Brochure, type BrochureContent } from '@/features/brochure/brochure'
import { brochureMessages } from '@/features/brochure/messages'
import { AgentCard } from '@/features/enquiries/agent-card'
import { estatePagePhoto } from '@/features/estates/estate-page-photo'
import type { Estate } from '@/features/estates/estate-schema'
import { estatePageMessages } from '@/features/estates/estate-page-messages'
import { priceFigure, priceOnRequest, statusName } from '@/features/estates/messages'
import { formatArea } from '@/lib/format'
import { whenImagesReady } from '@/lib/when-images-ready'

/** What the brochure prints of an estate. */
export function brochureContent(estate: Estate): BrochureContent {
  const { facts } = brochureMessages
  const price = estate.price === null ? priceOnRequest : priceFigure(estate.price, estate.monthly)
  const availability = estatePageMessages.availability[estate.availability]
  return {
    title: estate.title,
    location: estate.location,
    // The header photo's own file: on paper it is already here.
    cover: estatePagePhoto(estate),
    priceLine: price,
    facts: [
      { label: facts.price, value: price },
      { label: facts.area, value: formatArea(estate.areaSqFt) },
      { label: facts.status, value: statusName(estate.status) ?? estate.status },
      { label: facts.segment, value: estate.segment },
      { label: facts.location, value: estate.location },
      ...(availability ? [{ label: facts.availability, value: availability }] : []),
    ],
    facilities: estate.facilities,
    floorPlans: estate.floorPlans,
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
  const content = useMemo(() => brochureContent(estate), [estate])
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
