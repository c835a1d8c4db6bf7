import { encode } from 'uqr'
import { brochureMessages } from './messages'

/**
 * The page's address as a QR code, drawn as one SVG path (no markup string, so nothing for the
 * page's Trusted Types policy to pass). uqr comes with it: only the brochure's lazy code holds it.
 */
export function QrCode({ address, className = '' }: { address: string; className?: string }) {
  // A quiet zone of two modules: the paper around it is white.
  const { size, data } = encode(address, { ecc: 'M', border: 2 })
  const modules = data.flatMap((row, y) =>
    row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])),
  )
  return (
    <svg
      role="img"
      aria-label={brochureMessages.qrCode(address)}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-qr-code=""
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={modules.join('')} fill="#000000" />
    </svg>
  )
}
