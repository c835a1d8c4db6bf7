import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The wait for the viewer to show: its code downloads on the first opening of a page, which on a
 * busy machine (CI, busy-core) took over the 7 s of an expectation (decision 022).
 */
export const VIEWER_OPENS = { timeout: 15_000 }

/** The gallery viewer's "3 / 7". */
export const viewerCounter = (page: Page) => page.locator('.yarl__counter')

/**
 * Waits for the viewer's animations to end: a key pressed while a slide still moves adds to that
 * move (two photos at once), and on a loaded machine a slide can start late.
 */
export const viewerSettled = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running')
            .filter((animation) => {
              const target = (animation.effect as KeyframeEffect | null)?.target
              return target instanceof Element && target.closest('.yarl__root') !== null
            }).length,
      ),
    )
    .toBe(0)
