import type { Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import {
  tourFrameReferrerPolicy,
  tourFrameSandbox,
  tourProviders,
} from '../src/config/tour-providers'
import { galleryMessages, viewerMessages } from '../src/features/gallery/messages'
import { estateRecord } from '../src/testing/estate-records'
import {
  accessibilityViolations,
  expect,
  openLive,
  serveEstates,
  test,
  watchScripts,
} from './support/fixtures'
import { VIEWER_OPENS, viewerCounter, viewerSettled } from './support/photo-viewer'

/**
 * An estate's floor plans, film and 3D tour (issue 30): each opens in the gallery's viewer, in its
 * own tab, by mouse and by keyboard; the tour's provider hears of the visit only after the press.
 */
type RawEstate = ReturnType<typeof estateRecord> & {
  floor_plans?: { url: string; label: string }[]
  video?: { sources: string[]; poster: string; captions?: string }
  tour_url?: string
  images?: unknown[]
}
const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: RawEstate[]
  }
).properties
const withFilm = estates.find((estate) => estate.video)!
const withTour = estates.find((estate) => estate.tour_url && (estate.floor_plans?.length ?? 0) > 1)!
const tourHost = new URL(withTour.tour_url!).host
const provider = tourProviders[tourHost]!

const VIEWER_CODE = 'yarl__'
const viewer = (page: Page, estate: RawEstate) =>
  page.getByRole('dialog', { name: galleryMessages.dialog(estate.estate_title) })
/** Presses Tab until `target` has the focus, which never leaves the dialog on the way. */
async function tabTo(page: Page, dialog: Locator, target: Locator) {
  for (let step = 0; step < 12; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await expect(target).toBeFocused()
}

/** Answers the tour's provider (unreachable offline) with a stub page, and counts its requests. */
async function stubTourProvider(page: Page) {
  const requests: string[] = []
  await page.context().route(`https://${tourHost}/**`, (route) => {
    requests.push(route.request().url())
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Tour</title><p>A stand-in 3D tour</p></html>',
    })
  })
  return requests
}

test('the sample data has floor plans on every estate, a film and tours', () => {
  expect(estates.every((estate) => (estate.floor_plans?.length ?? 0) > 0)).toBe(true)
  expect(withFilm.video?.captions).toBeTruthy()
  expect(estates.filter((estate) => estate.tour_url)).toHaveLength(2)
  expect(provider).toBeTruthy()
})

test.describe('on the estate page', () => {
  test.beforeEach(async ({ signedInUser: _ }) => {})

  test('by mouse: the floor plan, then the film in its tab, with captions; Close gives focus back', async ({
    page,
    context,
  }) => {
    const scripts = watchScripts(context)
    await openLive(page, `/${withFilm.id}`)
    const plans = page.getByRole('button', { name: galleryMessages.floorPlans })
    await expect(plans).toBeVisible()
    await expect(page.getByRole('button', { name: galleryMessages.film })).toBeVisible()
    expect(await scripts.loaded(VIEWER_CODE)).toBe(false)

    await plans.click()
    const dialog = viewer(page, withFilm)
    await expect(dialog).toBeVisible(VIEWER_OPENS)
    const [plan] = withFilm.floor_plans!
    const count = withFilm.floor_plans!.length
    await expect(viewerCounter(page)).toHaveText(`1 / ${count}`)
    const drawing = dialog.locator('.yarl__slide_current img')
    await expect(drawing).toHaveAttribute(
      'alt',
      viewerMessages.floorPlan(withFilm.estate_title, plan!.label),
    )
    await expect
      .poll(() => drawing.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0)
    await expect(dialog.locator('.yarl__slide_current').getByText(plan!.label)).toBeVisible()

    await dialog.getByRole('button', { name: viewerMessages.section.film }).click()
    const film = dialog.getByLabel(viewerMessages.film(withFilm.estate_title))
    await expect(film).toBeVisible()
    await expect(film).toHaveAttribute('poster', withFilm.video!.poster)
    // It plays (Chromium picks the WebM), and its captions load and show.
    await film.evaluate((video: HTMLVideoElement) => {
      video.muted = true
      return video.play()
    })
    await expect
      .poll(() => film.evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(0)
    expect(await film.evaluate((video: HTMLVideoElement) => video.currentSrc)).toMatch(/\.webm$/)
    await expect
      .poll(() =>
        film.evaluate((video: HTMLVideoElement) => {
          const track = video.textTracks[0]
          return track ? `${track.mode} ${track.cues?.length ?? 0}` : 'none'
        }),
      )
      .toMatch(/^showing [1-9]/)

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(plans).toBeFocused()
  })

  test('by keyboard: the floor plans level by level, the tabs, Tab kept inside, Escape', async ({
    page,
  }) => {
    await openLive(page, `/${withTour.id}`)
    const plans = page.getByRole('button', { name: galleryMessages.floorPlans })
    await plans.focus()
    await page.keyboard.press('Enter')
    const dialog = viewer(page, withTour)
    await expect(dialog).toBeVisible(VIEWER_OPENS)
    const levels = withTour.floor_plans!
    await expect(viewerCounter(page)).toHaveText(`1 / ${levels.length}`)
    await viewerSettled(page)
    await page.keyboard.press('ArrowRight')
    await expect(viewerCounter(page)).toHaveText(`2 / ${levels.length}`)
    await expect(dialog.locator('.yarl__slide_current').getByText(levels[1]!.label)).toBeVisible()

    // Tab reaches the viewer's tabs and never leaves the dialog.
    const photos = dialog.getByRole('button', { name: viewerMessages.section.photos })
    await tabTo(page, dialog, photos)
    await expect(photos).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(viewerCounter(page)).toHaveText(`1 / ${1 + (withTour.images?.length ?? 0)}`)
    await expect(photos).toHaveAttribute('aria-current', 'true')

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(plans).toBeFocused()
  })

  test('by keyboard: the film plays with Space, and a tab away stops it; Escape gives focus back', async ({
    page,
  }) => {
    await openLive(page, `/${withFilm.id}`)
    const watch = page.getByRole('button', { name: galleryMessages.film })
    await watch.focus()
    await page.keyboard.press('Enter')
    const dialog = viewer(page, withFilm)
    const film = dialog.getByLabel(viewerMessages.film(withFilm.estate_title))
    await expect(film).toBeVisible(VIEWER_OPENS)
    await expect(viewerCounter(page)).toHaveText('1 / 1')
    await viewerSettled(page)
    await tabTo(page, dialog, film)
    await page.keyboard.press('Space')
    await expect
      .poll(() => film.evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(0)

    await tabTo(
      page,
      dialog,
      dialog.getByRole('button', { name: viewerMessages.section.floorPlans }),
    )
    await page.keyboard.press('Enter')
    await expect(film).toHaveCount(0)
    await expect(
      dialog.locator('.yarl__slide_current').getByText(withFilm.floor_plans![0]!.label),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(watch).toBeFocused()
  })

  test('the 3D tour loads from its provider only after the press, in a titled frame', async ({
    page,
  }) => {
    const requests = await stubTourProvider(page)
    await openLive(page, `/${withTour.id}`)
    const tour = page.getByRole('button', { name: galleryMessages.tour(provider) })
    await expect(tour).toBeVisible()
    // The photos open without it, and the page has been there a while: not one request.
    await page.getByRole('button', { name: /^View all \d+ photos$/ }).click()
    const dialog = viewer(page, withTour)
    await expect(dialog).toBeVisible(VIEWER_OPENS)
    await expect(dialog.locator('iframe')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    expect(requests).toEqual([])

    await tour.click()
    const frame = dialog.getByTitle(viewerMessages.tourFrame(withTour.estate_title, provider))
    await expect(frame).toHaveAttribute('allow', 'xr-spatial-tracking; fullscreen')
    await expect(dialog.frameLocator('iframe').getByText('A stand-in 3D tour')).toBeVisible()
    expect(requests).toEqual([withTour.tour_url])
  })

  test('the 3D tour cannot take the page away, and learns only the site @fault', async ({
    page,
    consoleGuard,
  }) => {
    const referrers: (string | undefined)[] = []
    // A tour that, once pressed, tries to send the visitor's page elsewhere (a provider's page
    // turned hostile): its frame is sandboxed, so the browser refuses and says so.
    await page.context().route(`https://${tourHost}/**`, (route) => {
      referrers.push(route.request().headers()['referer'])
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Tour</title>
          <button onclick="top.location.href = 'https://evil.example/'">Share this tour</button></html>`,
      })
    })
    consoleGuard.allow(/Unsafe attempt to initiate navigation|evil\.example/)
    await openLive(page, `/${withTour.id}`)
    const estatePage = page.url()
    await page.getByRole('button', { name: galleryMessages.tour(provider) }).click()
    const dialog = viewer(page, withTour)
    const frame = dialog.getByTitle(viewerMessages.tourFrame(withTour.estate_title, provider))
    await expect(frame).toHaveAttribute('sandbox', tourFrameSandbox)
    await expect(frame).toHaveAttribute('referrerpolicy', tourFrameReferrerPolicy)
    const refused = page.waitForEvent('console', (message) =>
      /Unsafe attempt to initiate navigation/.test(message.text()),
    )
    // The press inside the frame gives it a user's activation, which unsandboxed would be enough.
    await dialog.frameLocator('iframe').getByRole('button', { name: 'Share this tour' }).click()
    await refused
    await expect(dialog).toBeVisible()
    expect(page.url()).toBe(estatePage)
    expect(referrers).toEqual([`${new URL(estatePage).origin}/`])
  })

  // One test a width and a part (the page's buttons, the viewer, the film): the page and the
  // viewer in one test came to its 30 s at 1280 px on a busy machine.
  for (const width of [375, 1280])
    test(`no accessibility violations on the new buttons, at ${width} px`, async ({ page }) => {
      await stubTourProvider(page)
      await page.setViewportSize({ width, height: 800 })
      await openLive(page, `/${withTour.id}`)
      await expect(page.getByRole('button', { name: galleryMessages.tour(provider) })).toBeVisible()
      expect(await accessibilityViolations(page, 'main'), `page at ${width} px`).toEqual([])
    })

  for (const width of [375, 1280])
    test(`no accessibility violations on the floor plans and tour, at ${width} px`, async ({
      page,
    }) => {
      await stubTourProvider(page)
      await page.setViewportSize({ width, height: 800 })
      await openLive(page, `/${withTour.id}`)
      await page.getByRole('button', { name: galleryMessages.floorPlans }).click()
      const dialog = viewer(page, withTour)
      await expect(viewerCounter(page)).toHaveText(/^1 \/ \d+$/, VIEWER_OPENS)
      expect(await accessibilityViolations(page), `floor plans at ${width} px`).toEqual([])
      await dialog.getByRole('button', { name: viewerMessages.section.tour }).click()
      await expect(dialog.frameLocator('iframe').getByText('A stand-in 3D tour')).toBeVisible()
      expect(await accessibilityViolations(page), `tour at ${width} px`).toEqual([])
      // The tabs stay one row (a phone scrolls it sideways), and the tour's frame starts below it.
      const tabs = dialog.getByRole('group', { name: viewerMessages.sections })
      const rows = await tabs
        .getByRole('button')
        .evaluateAll((buttons) => new Set(buttons.map((b) => b.getBoundingClientRect().top)).size)
      expect(rows, `rows of tabs at ${width} px`).toBe(1)
      const tabsBox = await tabs.boundingBox()
      const frameBox = await dialog.locator('iframe').boundingBox()
      expect(frameBox?.y, `the tour below the tabs at ${width} px`).toBeGreaterThanOrEqual(
        (tabsBox?.y ?? Infinity) + (tabsBox?.height ?? 0),
      )
    })

  for (const width of [375, 1280])
    test(`no accessibility violations on the film, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await openLive(page, `/${withFilm.id}`)
      await page.getByRole('button', { name: galleryMessages.film }).click()
      await expect(
        viewer(page, withFilm).getByLabel(viewerMessages.film(withFilm.estate_title)),
      ).toBeVisible(VIEWER_OPENS)
      expect(await accessibilityViolations(page), `film at ${width} px`).toEqual([])
    })
})

test('bad floor plans, video and tour_url are dropped with a warning; the estate stays', async ({
  page,
  signedInUser: _,
}) => {
  const warnings = await serveEstates(page, [
    estateRecord({
      id: '901',
      estate_title: 'Mended Villa',
      floor_plans: [
        { url: '/images/floor-plans/monte-carlo-villa-ground.svg', label: 'Ground floor' },
        { url: '/images/floor-plans/monte-carlo-villa-upper.svg' },
      ],
      video: { sources: ['https://films.example.com/a.mp4'], poster: '/media/a.jpg' },
      tour_url: 'https://tours.example.com/show/?m=abc',
    }),
    estateRecord({ id: '902', estate_title: 'Plain Lodge', floor_plans: 'plans.svg', tour_url: 7 }),
  ])
  await openLive(page, '/901')
  await expect(page.getByRole('heading', { level: 1, name: 'Mended Villa' })).toBeVisible()
  await page.getByRole('button', { name: galleryMessages.floorPlans }).click()
  await expect(viewerCounter(page)).toHaveText('1 / 1', VIEWER_OPENS)
  await expect(page.getByRole('button', { name: viewerMessages.section.film })).toHaveCount(0)
  await expect(page.getByRole('button', { name: viewerMessages.section.tour })).toHaveCount(0)
  expect(warnings).toEqual(
    expect.arrayContaining([
      'Dropped floor plan 2 of estate 901 (record 1): expected a url and a label',
      expect.stringMatching(/^Dropped the video of estate 901 \(record 1\): .*the estate is kept$/),
      expect.stringMatching(
        /^Dropped the tour_url of estate 901 \(record 1\): .*the estate is kept$/,
      ),
      'Dropped the floor_plans of estate 902 (record 2): expected a list',
      expect.stringMatching(/^Dropped the tour_url of estate 902 \(record 2\): /),
    ]),
  )
})
