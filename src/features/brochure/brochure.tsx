import type { ReactNode, Ref } from 'react'
import { brochure } from '@/config/constants'
import { env } from '@/config/env'
import { brochureMessages as text } from './messages'
import { QrCode } from './qr-code'
import './brochure.css'
import { staticMap, type MapPoint } from './static-map'

export type BrochureContent = {
  title: string
  /** A field's language where it is the data's left in English (decision 038): "en", or none. */
  titleLang?: string
  /** The area, as the listing names it. */
  location: string
  cover: { src: string; srcSet?: string; sizes?: string }
  priceLine: string
  /** Under a converted price: the rates it was converted at, and the asking price in dollars. */
  priceNote?: string
  facts: { label: string; value: string; lang?: string }[]
  facilities: string[]
  facilitiesLang?: string
  floorPlans: { url: string; label: string }[]
  floorPlansLang?: string
  /** The estate's point, or null where it is approximate or unknown: the area's name then. */
  point: MapPoint | null
  /** The page's address, printed and drawn as the QR code. */
  address: string
}

/** A printed page's block that a page break must not cut through (a photo, a plan, the map). */
const whole = 'brochure-whole'

/**
 * The map on paper: whole tiles as images (a page break must not cut one), the pin on the point.
 * Placed by script-set styles, which the CSP allows: the brochure is drawn only in the browser, on
 * demand, never written into the page's HTML (where a style attribute is refused).
 */
function StillMap({ point, area }: { point: MapPoint; area: string }) {
  const map = staticMap(point, env.VITE_MAP_TILE_URL)
  const percent = (value: number, of: number) => `${(value / of) * 100}%`
  const tileWidth = percent(brochure.tilePx, map.width)
  return (
    <figure className={whole}>
      <div role="img" aria-label={text.mapOf(area)} className="brochure-map bg-base-200">
        {map.tiles.map((tile) => (
          <img
            key={tile.url}
            src={tile.url}
            alt=""
            width={brochure.tilePx}
            height={brochure.tilePx}
            style={{
              left: percent(tile.x, map.width),
              top: percent(tile.y, map.height),
              width: tileWidth,
            }}
          />
        ))}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="brochure-pin"
          style={{ left: percent(map.pin.x, map.width), top: percent(map.pin.y, map.height) }}
        >
          <circle cx="12" cy="12" r="8" fill="#7a5c2e" stroke="#ffffff" strokeWidth="3" />
        </svg>
      </div>
      <figcaption className="text-base-content/70 mt-1 text-right text-xs">
        {text.mapAttribution}
      </figcaption>
    </figure>
  )
}

/**
 * An estate's brochure, for paper only (hidden on screen, the print stylesheet shows it alone):
 * its cover photo, facts, facilities, floor plans, map or area, the agent's card and the page's
 * address as a QR code. Its images load at once: the brochure is drawn when asked for.
 */
export function Brochure({
  content,
  agentCard,
  ref,
}: {
  content: BrochureContent
  /** The agent's card in its printed form. */
  agentCard: ReactNode
  ref?: Ref<HTMLElement>
}) {
  return (
    <section
      ref={ref}
      data-brochure=""
      aria-label={content.title}
      className="brochure text-base-content hidden"
    >
      <header className={whole}>
        <p className="text-gold-deep text-xs font-semibold tracking-[0.3em] uppercase">
          {content.location}
        </p>
        <h1 className="mt-2 text-4xl" lang={content.titleLang}>
          {content.title}
        </h1>
        <img
          {...content.cover}
          alt=""
          width={1200}
          height={800}
          className="brochure-cover rounded-box mt-5"
        />
      </header>
      <p className="text-secondary font-display mt-5 text-3xl">{content.priceLine}</p>
      {content.priceNote ? (
        <p className="text-base-content/70 mt-1 text-sm">{content.priceNote}</p>
      ) : null}

      <div className="brochure-columns mt-6">
        <section className={whole}>
          <h2 className="text-xl">{text.keyFacts}</h2>
          <dl className="brochure-facts mt-2 text-sm">
            {content.facts.map(({ label, value, lang }) => (
              <div key={label}>
                <dt className="text-base-content/70">{label}</dt>
                <dd lang={lang}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={whole}>
          <h2 className="text-xl">{text.facilities}</h2>
          <ul className="mt-2 list-disc pl-5 text-sm" lang={content.facilitiesLang}>
            {content.facilities.map((facility, index) => (
              <li key={`${index}-${facility}`}>{facility}</li>
            ))}
          </ul>
        </section>
      </div>

      {content.floorPlans.length > 0 && (
        <section className="mt-8">
          <h2 className="text-xl">{text.floorPlans}</h2>
          {content.floorPlans.map((plan) => (
            <figure key={plan.url} className={`mt-3 ${whole}`} lang={content.floorPlansLang}>
              <img src={plan.url} alt={plan.label} className="brochure-plan" />
              <figcaption className="mt-1 text-center text-sm">{plan.label}</figcaption>
            </figure>
          ))}
        </section>
      )}

      <section className={`mt-8 ${whole}`}>
        <h2 className="text-xl">{text.location}</h2>
        <div className="mt-3">
          {content.point ? (
            <StillMap point={content.point} area={content.location} />
          ) : (
            <p>{text.approximateArea(content.location)}</p>
          )}
        </div>
      </section>

      <div className={`brochure-contact mt-8 ${whole}`}>
        {agentCard}
        <figure className="text-center">
          <QrCode address={content.address} className="brochure-qr" />
          <figcaption className="mt-2 text-xs">
            {text.online}
            <span className="block break-all">{content.address}</span>
          </figcaption>
        </figure>
      </div>
    </section>
  )
}
