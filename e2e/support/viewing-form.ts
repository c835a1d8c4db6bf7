import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'

type Agent = { name: string; email: string }
const withAgent = (
  JSON.parse(readFileSync(new URL('../../public/data.json', import.meta.url), 'utf8')) as {
    properties: { id: string; agent?: Agent }[]
  }
).properties.find((candidate) => candidate.agent)!
/** The first estate in data.json with an agent of its own: the viewing requests' tests send to it. */
export const estateWithAgent = { estate: withAgent, agent: withAgent.agent! }

/** The viewing request form at the end of an estate's page (it loads as the visitor scrolls to it). */
export async function viewingForm(page: Page) {
  const form = page.getByRole('form', { name: 'Request a viewing' })
  await page.getByRole('heading', { name: 'The Location is right here:' }).scrollIntoViewIfNeeded()
  await form.scrollIntoViewIfNeeded()
  return form
}

/** Fills the form as a visitor does: a first preferred time a week away, a message, the consent. */
export async function fillViewingRequest(page: Page, message: string) {
  const form = await viewingForm(page)
  await form.getByLabel('Preferred date and time 1').fill(localSlot(7).input)
  await form.getByLabel('Message (optional)').fill(message)
  await form.getByLabel(/I agree to be contacted/).check()
  return form
}

/** A datetime-local value `days` from now at `hour`:00, in the browser's time (UTC here). */
export function localSlot(days: number, hour = 10) {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000)
  date.setUTCHours(hour, 0, 0, 0)
  return { input: date.toISOString().slice(0, 16), iso: date.toISOString() }
}

/** How the mail writes a preferred time (functions/src/compose-mail.ts), for the browser's zone. */
export function mailDate(iso: string, timeZone = 'UTC') {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))
  return `${text} (${timeZone})`
}
