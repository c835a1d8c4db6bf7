// `npm run preview-image`: draws the link-preview card (1200x630, Open Graph and Twitter) in the
// brand's style: the first slide's illustration, the display face, the gold rule. Chromium renders
// it with the site's own fonts; the result is committed to public/images/preview/.
import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import sharp from 'sharp'
import { chromiumArgs, chromiumPath, ensureChromium } from './lib/chromium.mjs'

const require = createRequire(import.meta.url)
const dataUrl = (file, type) => `data:${type};base64,${readFileSync(file).toString('base64')}`
const font = (name) =>
  dataUrl(require.resolve(`@fontsource/${name.package}/files/${name.file}`), 'font/woff2')
const display = font({
  package: 'playfair-display',
  file: 'playfair-display-latin-400-normal.woff2',
})
const text = font({ package: 'inter', file: 'inter-latin-600-normal.woff2' })
// The illustration as PNG: Chromium's AVIF decoding is not needed for a still.
const scene = `data:image/png;base64,${(
  await sharp('public/images/slides/riviera-villa-dusk-1920.avif')
    .resize(1200, 630)
    .png()
    .toBuffer()
).toString('base64')}`

const html = `<!doctype html><html><head><style>
@font-face { font-family: Display; src: url(${display}); }
@font-face { font-family: Text; src: url(${text}); font-weight: 600; }
html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
body { position: relative; background: #1c2230 url(${scene}) center / cover; }
.veil { position: absolute; inset: 0; background: linear-gradient(90deg, rgb(28 34 48 / 0.92) 0%, rgb(28 34 48 / 0.7) 45%, rgb(28 34 48 / 0) 80%); }
.card { position: absolute; left: 88px; top: 0; bottom: 0; display: flex; flex-direction: column; justify-content: center; color: #fbf8f3; }
.eyebrow { font: 600 20px/1 Text; letter-spacing: 0.3em; text-transform: uppercase; color: #b8945a; }
h1 { margin: 28px 0 0; font: 400 92px/1.05 Display; letter-spacing: -0.01em; }
.rule { width: 96px; height: 2px; background: #b8945a; margin: 36px 0; }
p { margin: 0; max-width: 560px; font: 600 26px/1.5 Text; color: rgb(251 248 243 / 0.86); }
</style></head><body><div class="veil"></div><div class="card">
<div class="eyebrow">Residences of rare distinction</div><h1>Luxury Living</h1><div class="rule"></div>
<p>Apartments, townhouses, family homes and senior residences, chosen for their setting.</p>
</div></body></html>`

ensureChromium()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.setContent(html)
  await page.evaluate(() => document.fonts.ready)
  const png = await page.screenshot({ type: 'png' })
  await sharp(png)
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile('public/images/preview/luxury-living-1200x630.jpg')
  console.log('wrote public/images/preview/luxury-living-1200x630.jpg')
} finally {
  await browser.close()
}
