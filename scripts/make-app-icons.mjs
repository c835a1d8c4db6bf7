// `npm run icons`: draws the installed app's icons in the brand's style (the favicon's monogram: a
// gold roofline over two cream L's, on the midnight navy of the theme) and writes them to
// public/icons/ as PNG, the format every platform accepts for a web app manifest:
// - icon-192.png, icon-512.png: rounded tiles ("any"), for launchers that show the icon as drawn;
// - icon-maskable-512.png: full bleed, the monogram inside the central safe circle (radius 40 %),
//   for launchers that cut their own shape;
// - apple-touch-icon.png (180): full bleed and opaque, as iOS rounds its own corners.
// It also draws photo-offline.svg, what the service worker shows offline in place of a photo the
// visitor has not seen yet: the stone ground of a photo still loading, with the roofline, quiet.
import { mkdir, writeFile } from 'node:fs/promises'
import sharp from 'sharp'
import { P } from './illustrations/palette.mjs'

const OUT = 'public/icons'

/**
 * The monogram on a 100-unit canvas, centred on (50, 50), scaled by `scale`: the favicon's roof and
 * L's, with a hairline gold rule beneath, as on the link-preview card.
 */
function monogram(scale) {
  const s = (value) => +(50 + (value - 50) * scale).toFixed(2)
  const stroke = +(5.2 * scale).toFixed(2)
  return `
  <g fill="none" stroke-width="${stroke}">
    <path d="M${s(20)} ${s(45)} L${s(50)} ${s(23)} L${s(80)} ${s(45)}" stroke="${P.gold}" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M${s(31)} ${s(48)} V${s(74)} H${s(44)} M${s(56)} ${s(48)} V${s(74)} H${s(69)}" stroke="${P.cream}" stroke-linecap="square"/>
  </g>
  <path d="M${s(38)} ${s(82)} H${s(62)}" stroke="${P.gold}" stroke-width="${+(1.2 * scale).toFixed(2)}" opacity="0.8"/>`
}

/** The navy ground, lit a little from the top left, as the illustrations' night scenes are. */
const ground = (radius) => `
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${P.navy2}"/>
      <stop offset="1" stop-color="${P.navy}"/>
    </linearGradient>
  </defs>
  <rect width="100" height="100" rx="${radius}" fill="url(#ground)"/>`

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">${body}</svg>`

/** A rounded tile with a gold hairline frame inside its edge. */
const tile = svg(
  `${ground(22)}
  <rect x="4.5" y="4.5" width="91" height="91" rx="18" fill="none" stroke="${P.gold}" stroke-width="0.8" opacity="0.55"/>
  ${monogram(1)}`,
)
/** Full bleed; the monogram fits the maskable safe zone (a circle of radius 40 around the centre). */
const maskable = svg(`${ground(0)}${monogram(0.72)}`)
const apple = svg(`${ground(0)}${monogram(0.86)}`)

const icons = [
  ['icon-192.png', tile, 192],
  ['icon-512.png', tile, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', apple, 180],
]

const photoOffline = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">
  <rect width="1200" height="800" fill="${P.ivory}"/>
  <path d="M540 410 L600 366 L660 410" fill="none" stroke="${P.gold}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.7"/>
  <path d="M562 416 V452 H586 M614 416 V452 H638" fill="none" stroke="${P.taupe}" stroke-width="6" opacity="0.6"/>
</svg>
`

await mkdir(OUT, { recursive: true })
await writeFile(`${OUT}/photo-offline.svg`, photoOffline)
console.log(`wrote ${OUT}/photo-offline.svg`)
for (const [file, drawing, size] of icons) {
  const png = await sharp(Buffer.from(drawing), { density: (72 * size) / 100 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90, dither: 0.6 })
    .toBuffer()
  await writeFile(`${OUT}/${file}`, png)
  console.log(`wrote ${OUT}/${file} (${size}x${size}, ${(png.length / 1024).toFixed(1)} KB)`)
}
