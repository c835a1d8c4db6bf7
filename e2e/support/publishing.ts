import type { APIRequestContext, Page } from '@playwright/test'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { FAULT_FILE } from '../../scripts/site-runner.mjs'
import { publishingWords as words } from '../../src/admin/screens/publishing/messages'
import { adminApi } from '../../src/config/paths'
import { listingAnswerSchema, type JsonObject } from '../../src/features/listings/listing-schema'
import type { TestUser } from './auth-emulator'
import { expect } from './fixtures'
import { idTokenFor } from './mailbox'

/** A build takes tens of seconds (today's catalogue, three languages) on a busy machine. */
export const BUILT = { timeout: 150_000 }

/** A version on the Publishing screen. */
export const version = (page: Page, n: number) =>
  page.getByRole('list', { name: words.versionsTitle }).getByRole('listitem', {
    name: words.version(n),
  })

/** Publish pressed; the new version's number, once the page says it is being built. */
export async function pressPublish(page: Page) {
  await page.getByRole('button', { name: words.publish, exact: true }).click()
  const started = page.getByText(/^Version (\d+) is being built\./).last()
  await expect(started).toBeVisible()
  return Number(/Version (\d+)/.exec((await started.textContent()) ?? '')?.[1])
}

/** Publish pressed; the new version's number, once the site serves it and its alerts ran. */
export async function publishAndWait(page: Page) {
  const n = await pressPublish(page)
  await expect(version(page, n)).toContainText(words.states.live, BUILT)
  await expect(version(page, n)).toContainText(/Alerts: |The alerts did not go out/)
  await expect(version(page, n)).not.toContainText('did not go out')
  return n
}

/** A file the live local site serves, fetched past any cache. */
export async function siteFile(page: Page, path: string) {
  const answer = await page.request.get(path, { headers: { 'Cache-Control': 'no-cache' } })
  expect(answer.ok(), path).toBe(true)
  return answer.body()
}

/**
 * A listing changed and saved as the editor saves it, through the admin function (setting up,
 * not what a test is about).
 */
export async function editListing(
  request: APIRequestContext,
  member: TestUser,
  id: string,
  change: (record: JsonObject) => void,
) {
  const headers = { Authorization: `Bearer ${await idTokenFor(member)}` }
  const read = await request.get(adminApi.listing.href(id), { headers })
  expect(read.status()).toBe(200)
  const { listing } = listingAnswerSchema.parse(await read.json())
  change(listing.record)
  const saved = await request.put(adminApi.listing.href(id), {
    headers,
    data: {
      base: listing.revision,
      record: listing.record,
      translations: listing.translations,
      photos: listing.photos,
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

/** The local site runner's next build fails as a broken catalogue's would (scripts/e2e.mjs). */
export function breakNextBuild() {
  const dir = process.env.SITE_RUNNER_FAULTS
  if (!dir) throw new Error('SITE_RUNNER_FAULTS is not set: run the tests with npm run test:e2e')
  writeFileSync(join(dir, FAULT_FILE), '')
}
