// @vitest-environment node
import { expect, test } from 'vitest'
import { readFileSync } from 'node:fs'
import sharp from 'sharp'

// The installed app's manifest and icons (public/, drawn by scripts/make-app-icons.mjs) agree with
// the brand the pages are drawn in.
const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')
const manifest = JSON.parse(read('public/manifest.webmanifest')) as {
  name: string
  short_name: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose?: string }[]
}
const themeVariable = (name: string) =>
  new RegExp(`--color-${name}: (#[0-9a-f]{6});`).exec(read('src/components/luxury-theme.css'))?.[1]

test('the manifest names the site and opens it whole, standalone', () => {
  expect(manifest).toMatchObject({
    name: 'Luxury Living',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  })
  expect(manifest.short_name.length).toBeLessThanOrEqual(15)
})

test('its colours are the theme’s, and the pages’ theme-color is the same', () => {
  expect(manifest.theme_color).toBe(themeVariable('primary'))
  expect(manifest.background_color).toBe(themeVariable('base-100'))
  expect(read('index.html')).toContain(
    `<meta name="theme-color" content="${manifest.theme_color}" />`,
  )
  expect(read('index.html')).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
  // The back office's too, though it is no part of the installed app (decision 048).
  expect(read('src/admin/index.html')).toContain(
    `<meta name="theme-color" content="${manifest.theme_color}" />`,
  )
})

test('every icon is a PNG of the size it claims; one is maskable; the touch icon is opaque', async () => {
  const sizes = new Set<string>()
  for (const icon of manifest.icons) {
    const { format, width, height } = await sharp(`public${icon.src}`).metadata()
    expect(format, icon.src).toBe('png')
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
    sizes.add(icon.sizes)
  }
  expect([...sizes]).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(read('index.html'))?.[1]
  const { width, hasAlpha } = await sharp(`public${touch}`).metadata()
  expect(width).toBe(180)
  expect(hasAlpha).toBe(false)
})
