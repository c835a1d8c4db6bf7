import { useEffect, useMemo, useRef } from 'react'
import { brochure } from '@/config/constants'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { Brochure, type BrochureContent } from '@/features/brochure/brochure'
import { brochureMessages } from '@/features/brochure/messages'
import { AgentCard } from '@/features/enquiries/agent-card'
import { estatePagePhoto } from '@/features/estates/estate-page-photo'
import type { Estate } from '@/features/estates/estate-schema'
import { priceOnRequest } from '@/features/estates/messages'
import { formatArea, formatMoney } from '@/lib/format'
import { whenImagesReady } from '@/lib/when-images-ready'

type FloorPlan = { url: string; label: string }
const isFloorPlan = (plan: unknown): plan is FloorPlan =>
  typeof plan === 'object' &&
  plan !== null &&
  'url' in plan &&
  typeof plan.url === 'string' &&
  'label' in plan &&
  typeof plan.label === 'string'

/**
 * Fields that other parts of issue 30 add to an estate (`floorPlans`, `locationPrecision`), read
 * only if present, so the brochure draws them the day the data has them.
 */
const floorPlansOf = (estate: Estate): FloorPlan[] =>
  'floorPlans' in estate && Array.isArray(estate.floorPlans)
    ? estate.floorPlans.filter(isFloorPlan)
    : []
const isApproximate = (estate: Estate) =>
  'locationPrecision' in estate && estate.locationPrecision === 'approximate'

/** What the brochure prints of an estate. */
export function brochureContent(estate: Estate): BrochureContent {
  const { facts } = brochureMessages
  const price = estate.price === null ? priceOnRequest : formatMoney(estate.price)
  return {
    title: estate.title,
    location: estate.location,
    // The header photo's own file: on paper it is already here.
    cover: estatePagePhoto(estate),
    priceLine: price,
    facts: [
      { label: facts.price, value: price },
      { label: facts.area, value: formatArea(estate.areaSqFt) },
      { label: facts.status, value: estate.status },
      { label: facts.segment, value: estate.segment },
      { label: facts.location, value: estate.location },
    ],
    facilities: estate.facilities,
    floorPlans: floorPlansOf(estate),
    point: isApproximate(estate) ? null : estate.coordinates,
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
