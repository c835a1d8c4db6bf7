import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { encode } from 'uqr'
import { sharedMessages } from '../src/components/messages'
import { brochureMessages, printMessages } from '../src/features/brochure/messages'
import type { estateRecord } from '../src/testing/estate-records'
import { accessibilityViolations, expect, openLive, test, watchScripts } from './support/fixtures'

/**
 * "Print brochure" on an estate's page (issue 30): the brochure Chromium prints on A4 and US
 * Letter, read back from its PDF with pdfjs (no poppler): its pages, its title on page one, its
 * QR code and no image cut by a page break. The QR code's library loads on the press only.
 */
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const estate = (
  JSON.parse(read('../public/data.json')) as {
    properties: (ReturnType<typeof estateRecord> & { agent?: { name: string } })[]
  }
).properties[0]!
/** The QR code's library, whatever chunk it travels in (CI's bundle check knows it so too). */
const QR_CODE = (
  JSON.parse(read('../bench/budget.json')) as {
    bundles: { onOpen: Record<string, { code: string }> }
  }
).bundles.onOpen['QR code']!.code
/** The brochure's @page margin (src/app/styles.css), in PDF points. */
const MARGIN_PT = (12 / 25.4) * 72

type Box = { left: number; bottom: number; right: number; top: number }
type Matrix = [number, number, number, number, number, number]
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
]
/** Where the unit square an image is drawn into lands on the page. */
const boxOf = (m: Matrix): Box => {
  const xs = [m[4], m[0] + m[4], m[2] + m[4], m[0] + m[2] + m[4]]
  const ys = [m[5], m[1] + m[5], m[3] + m[5], m[1] + m[3] + m[5]]
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    bottom: Math.min(...ys),
    top: Math.max(...ys),
  }
}

/** Each page of a PDF: its size, its text and the boxes its images are drawn in. */
async function readPdf(pdf: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const { OPS } = pdfjs
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise
  const pages = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const [, , width, height] = page.view as [number, number, number, number]
    const text = (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
    // The images' boxes: the current transform followed through saves, restores and forms.
    const { fnArray, argsArray } = await page.getOperatorList()
    const images: Box[] = []
    const stack: Matrix[] = []
    let ctm: Matrix = [1, 0, 0, 1, 0, 0]
    fnArray.forEach((op, index) => {
      const args = argsArray[index] as unknown[]
      if (op === OPS.save) stack.push(ctm)
      else if (op === OPS.restore) ctm = stack.pop() ?? ctm
      else if (op === OPS.transform) ctm = multiply(ctm, args as Matrix)
      else if (op === OPS.paintFormXObjectBegin) {
        stack.push(ctm)
        if (Array.isArray(args[0])) ctm = multiply(ctm, args[0] as Matrix)
      } else if (op === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm
      else if (op === OPS.paintImageXObject || op === OPS.paintImageMaskXObject)
        images.push(boxOf(ctm))
      else if (op === OPS.paintImageXObjectRepeat) {
        // The same image drawn at several places (pdfjs merges them): [id, scaleX, scaleY, xy...]
        const [, scaleX, scaleY, positions] = args as [unknown, number, number, ArrayLike<number>]
        for (let at = 0; at < positions.length; at += 2)
          images.push(
            boxOf(multiply(ctm, [scaleX, 0, 0, scaleY, positions[at]!, positions[at + 1]!])),
          )
      }
    })
    pages.push({ width, height, text, images })
  }
  return pages
}

/** window.print stood in for: each call is counted, with whether the brochure's images were in. */
async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const calls: boolean[] = []
    Object.assign(window, { printCalls: calls })
    window.print = () =>
      void calls.push(
        Array.from(document.querySelectorAll<HTMLImageElement>('[data-brochure] img')).every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      )
  })
  return () => page.evaluate(() => (window as unknown as { printCalls: boolean[] }).printCalls)
}

test.beforeEach(async ({ signedInUser: _ }) => {})

test('Ctrl+P before any press prints the page itself: its title first, no menu, no buttons, no QR code library', async ({
  page,
  context,
}) => {
  const scripts = watchScripts(context)
  await openLive(page, `/${estate.id}`)
  await page.emulateMedia({ media: 'print' })
  const pages = await readPdf(await page.pdf({ format: 'A4' }))
  expect(pages[0]!.text).toContain(estate.estate_title)
  const text = pages.map((each) => each.text).join(' ')
  expect(text).not.toContain(printMessages.print)
  expect(text).not.toContain(sharedMessages.nav.blogs)
  expect(await scripts.loaded(QR_CODE)).toBe(false)
})

test('"Print brochure" prints the brochure on A4 and Letter: its title on page one, its QR code, no image cut', async ({
  page,
  context,
}) => {
  const scripts = watchScripts(context)
  const prints = await recordPrints(page)
  await openLive(page, `/${estate.id}`)
  expect(await scripts.loaded(QR_CODE), 'the QR code library before the press').toBe(false)
  await page.getByRole('button', { name: printMessages.print }).click()
  // Printed once, with every image of the brochure loaded.
  await expect.poll(prints).toEqual([true])
  expect(await scripts.loaded(QR_CODE), 'the QR code library after the press').toBe(true)
  await page.emulateMedia({ media: 'print' })
  const brochure = page.locator('[data-brochure]')
  await expect(brochure).toBeVisible()
  // Nothing to press or navigate on paper, and the page's own parts give way to the brochure.
  await expect(page.getByRole('navigation')).toBeHidden()
  for (const button of await page.getByRole('button').all()) await expect(button).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: estate.estate_title })).toHaveCount(1)

  // The QR code holds the page's address: as many dark modules as uqr gives for it.
  const address = new URL(`/${estate.id}`, page.url()).href
  const qr = brochure.getByRole('img', { name: brochureMessages.qrCode(address) })
  await expect(qr).toBeVisible()
  const drawn = ((await qr.locator('path').getAttribute('d')) ?? '').split('z').length - 1
  const modules = encode(address, { ecc: 'M', border: 2 }).data.flat().filter(Boolean).length
  expect(drawn).toBe(modules)

  for (const format of ['A4', 'Letter'] as const) {
    const pages = await readPdf(await page.pdf({ format }))
    expect(pages.length, `${format}: pages`).toBeGreaterThanOrEqual(2)
    expect(pages.length, `${format}: pages`).toBeLessThanOrEqual(4)
    expect(pages[0]!.text, `${format}: page one`).toContain(estate.estate_title)
    const text = pages.map((each) => each.text).join(' ')
    expect(text).toContain(brochureMessages.facilities)
    expect(text).toContain(estate.agent!.name)
    expect(text).toContain(address)
    // The cover and the six map tiles (this agent's portrait is an SVG: drawn, not an image),
    // each within one page's printable area: an image that a page break cut runs past the
    // margin on both pages it is on (as the map's tiles do without break-inside: avoid).
    const images = pages.flatMap(({ images: boxes, height }, index) =>
      boxes.map((box) => ({ page: index + 1, box, height })),
    )
    expect(images.length, `${format}: images`).toBeGreaterThanOrEqual(7)
    for (const { page: number, box, height } of images) {
      const where = `${format} page ${number}: an image at ${box.bottom.toFixed(1)}-${box.top.toFixed(1)} pt of ${height.toFixed(1)}`
      expect(box.bottom, where).toBeGreaterThanOrEqual(MARGIN_PT - 1)
      expect(box.top, where).toBeLessThanOrEqual(height - MARGIN_PT + 1)
    }
  }
})

for (const width of [375, 1280])
  test(`at ${width} px, the page with "Print brochure" and the brochure as it prints have no accessibility violations`, async ({
    page,
  }) => {
    const prints = await recordPrints(page)
    await page.setViewportSize({ width, height: 800 })
    await openLive(page, `/${estate.id}`)
    await page.getByRole('button', { name: printMessages.print }).click()
    await expect.poll(prints).toEqual([true])
    expect(await accessibilityViolations(page, 'main'), 'estate page').toEqual([])
    await page.emulateMedia({ media: 'print' })
    expect(await accessibilityViolations(page, '[data-brochure]'), 'brochure').toEqual([])
  })
