import { expect, type Page } from '@playwright/test'
import { publishingWords } from '../../src/admin/screens/publishing/messages'

/** A build takes tens of seconds (today's catalogue, three languages) on a busy machine. */
export const BUILT = { timeout: 150_000 }

/** A version's entry on the Publishing screen. */
export const version = (page: Page, n: number) =>
  page.getByRole('list', { name: publishingWords.versionsTitle }).getByRole('listitem', {
    name: publishingWords.version(n),
  })

/** Publish pressed on the Publishing screen; the new version's number, once the site serves it. */
export async function publishAndWait(page: Page) {
  await page.getByRole('button', { name: publishingWords.publish, exact: true }).click()
  const started = page.getByText(/^Version (\d+) is being built\./)
  await expect(started).toBeVisible()
  const n = Number(/Version (\d+)/.exec((await started.textContent()) ?? '')?.[1])
  await expect(version(page, n)).toContainText(publishingWords.states.live, BUILT)
  return n
}
