import { readFileSync } from 'node:fs'
import { enquiry } from '../src/config/constants'
import { enquiryMessages } from '../src/config/enquiry-messages'
import { verified } from './support/auth-emulator'
import { expect, openLive, test, toast } from './support/fixtures'
import { expiredVersionOf, idTokenFor, waitForMail } from './support/mailbox'
import { localSlot, viewingForm } from './support/viewing-form'
import type { Page } from '@playwright/test'

/**
 * The viewing request's fault matrix (@fault, counted by `npm run reliability`): each ends with a
 * readable message, nothing typed lost, and a request that goes through once the fault is gone.
 */

const estate = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: { id: string; agent?: { name: string; email: string } }[]
  }
).properties.find((candidate) => candidate.agent)!
const agent = estate.agent!
const { errors } = enquiryMessages
const api = '**/api/enquiries'

test.use({ timezoneId: 'UTC' })

async function fillRequest(page: Page, message: string) {
  const form = await viewingForm(page)
  await form.getByLabel('Preferred date and time 1').fill(localSlot(7).input)
  await form.getByLabel('Message (optional)').fill(message)
  await form.getByLabel(/I agree to be contacted/).check()
  return form
}

test('@fault the enquiry function down: the visitor is told, keeps everything, and can retry', async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(/status of 50[234]|Failed to load|could not be sent/)
  const user = await verified(await newUser())
  await signIn(user)
  await openLive(page, `/${estate.id}`)
  await page.route(api, (route) =>
    route.fulfill({ status: 504, contentType: 'text/html', body: '<h1>Gateway Timeout</h1>' }),
  )
  const form = await fillRequest(page, 'Please call after six.')
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form.getByRole('alert')).toHaveText(errors.unreachable)
  await expect(form.getByLabel('Message (optional)')).toHaveValue('Please call after six.')
  await page.unroute(api)
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(toast(page, enquiryMessages.sent(agent.name))).toBeVisible()
  expect(await waitForMail(agent.email, (mail) => mail.text.includes(user.email))).toHaveLength(1)
})

test('@fault the enquiry service unreachable (connection refused)', async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(/ERR_|Failed to load|could not be sent/)
  await signIn(await verified(await newUser()))
  await openLive(page, `/${estate.id}`)
  await page.route(api, (route) => route.abort('connectionrefused'))
  const form = await fillRequest(page, 'Offline note')
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form.getByRole('alert')).toHaveText(errors.unreachable)
  await expect(form.getByLabel('Message (optional)')).toHaveValue('Offline note')
})

test('@fault the SMTP server refusing: the function answers an error at once, nothing is lost', async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(/status of 502/)
  const user = await verified(await newUser())
  await signIn(user)
  await openLive(page, `/${estate.id}`)
  // The local inbox refuses any message mentioning "smtp-down" (421), as a server going away does.
  const form = await fillRequest(page, 'Testing smtp-down handling')
  const started = Date.now()
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form.getByRole('alert')).toHaveText(errors.mailFailed)
  expect(Date.now() - started).toBeLessThan(10_000)
  await expect(form.getByLabel('Message (optional)')).toHaveValue('Testing smtp-down handling')
  expect(
    await waitForMail(agent.email, (mail) => mail.text.includes(user.email), { timeoutMs: 500 }),
  ).toEqual([])
  // A failed delivery does not count against the hourly limit; with the fault gone it goes through.
  await form.getByLabel('Message (optional)').fill('Second try')
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(toast(page, enquiryMessages.sent(agent.name))).toBeVisible()
})

test('@fault the SMTP server stalling: the function gives up in seconds, not at its time limit', async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  test.setTimeout(45_000)
  consoleGuard.allow(/status of 502/)
  await signIn(await verified(await newUser()))
  await openLive(page, `/${estate.id}`)
  const form = await fillRequest(page, 'Testing smtp-stall handling')
  const started = Date.now()
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled()
  await expect(form.getByRole('alert')).toHaveText(errors.mailFailed, { timeout: 20_000 })
  expect(Date.now() - started).toBeLessThan(20_000)
  await expect(form.getByLabel('Message (optional)')).toHaveValue('Testing smtp-stall handling')
})

test('@fault a slow answer: the form shows it is sending, once, then succeeds', async ({
  page,
  newUser,
  signIn,
}) => {
  const user = await verified(await newUser())
  await signIn(user)
  await openLive(page, `/${estate.id}`)
  let posts = 0
  await page.route(api, async (route) => {
    posts += 1
    await new Promise((resolve) => setTimeout(resolve, 4000))
    await route.fallback()
  })
  const form = await fillRequest(page, 'Slow but sure')
  await form.getByRole('button', { name: 'Send request' }).click()
  const sending = form.getByRole('button', { name: 'Sending…' })
  await expect(sending).toBeDisabled()
  await sending.click({ force: true }).catch(() => undefined)
  await expect(toast(page, enquiryMessages.sent(agent.name))).toBeVisible({ timeout: 15_000 })
  expect(posts).toBe(1)
})

test('@fault a token that expired: refreshed once and the request goes through', async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  const user = await verified(await newUser())
  await signIn(user)
  await openLive(page, `/${estate.id}`)
  consoleGuard.allow(/status of 401/)
  const answers: number[] = []
  let first = true
  await page.route(api, async (route) => {
    const headers = route.request().headers()
    if (first) {
      first = false
      const token = headers['authorization']!.replace('Bearer ', '')
      headers['authorization'] = `Bearer ${expiredVersionOf(token)}`
    }
    const response = await route.fetch({ headers })
    answers.push(response.status())
    await route.fulfill({ response })
  })
  const form = await fillRequest(page, 'After a long sleep')
  await form.getByRole('button', { name: 'Send request' }).click()
  // Two round trips to the function, one of them with a fresh token: on two cores shared with the
  // flood test beside it, they took more than the usual 7 s twice.
  await expect(toast(page, enquiryMessages.sent(agent.name))).toBeVisible({ timeout: 15_000 })
  expect(answers).toEqual([401, 200])
  expect(await waitForMail(agent.email, (mail) => mail.text.includes(user.email))).toHaveLength(1)
})

// Twenty requests at once from one visitor: the Functions emulator answers them from as many runtime
// processes (scripts/e2e.mjs starts twenty up front), as Cloud Run would from several instances, so
// only the count kept in Firestore, which all share, can hold the limit (decision
// 021-enquiry-rate-limit). With the count in each process's memory, 14 and 17 of the 20 got through.
test('@fault a flood of requests: the limit holds, the function stays up, the visitor is told', async ({
  page,
  consoleGuard,
  request,
  newUser,
  signIn,
}) => {
  test.setTimeout(120_000)
  consoleGuard.allow(/status of 429/)
  const flooder = await verified(await newUser())
  const auth = { Authorization: `Bearer ${await idTokenFor(flooder)}` }
  const body = {
    estateId: estate.id,
    name: 'Flood',
    email: flooder.email,
    dates: [localSlot(3).iso],
    consent: true,
  }
  const limited = errors.rateLimited(enquiry.perVisitorPerHour, 60)
  const answers = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const answer = await request.post('/api/enquiries', { headers: auth, data: body })
      return {
        status: answer.status(),
        retryAfter: Number(answer.headers()['retry-after']),
        message: ((await answer.json()) as { error?: { message: string } }).error?.message,
      }
    }),
  )
  const statuses = answers.map((answer) => answer.status)
  expect(statuses.filter((status) => status === 200)).toHaveLength(enquiry.perVisitorPerHour)
  expect(statuses.filter((status) => status === 429)).toHaveLength(20 - enquiry.perVisitorPerHour)
  for (const refused of answers.filter((answer) => answer.status === 429)) {
    expect(refused.message).toBe(limited)
    expect(refused.retryAfter).toBeGreaterThan(3500)
    expect(refused.retryAfter).toBeLessThanOrEqual(3600)
  }
  const guests = await Promise.all(
    Array.from({ length: 20 }, () =>
      request.post('/api/enquiries', { data: body }).then((answer) => answer.status()),
    ),
  )
  expect(new Set(guests)).toEqual(new Set([401]))
  // Someone else is still served.
  const other = await verified(await newUser())
  const answer = await request.post('/api/enquiries', {
    headers: { Authorization: `Bearer ${await idTokenFor(other)}` },
    data: { ...body, email: other.email },
  })
  expect(answer.status()).toBe(200)
  expect(
    await waitForMail(agent.email, (mail) => mail.text.includes(flooder.email), { count: 5 }),
  ).toHaveLength(enquiry.perVisitorPerHour)

  // The flooder, in the browser: told why and for how long, with everything typed kept.
  await signIn(flooder)
  await openLive(page, `/${estate.id}`)
  const form = await fillRequest(page, 'Just one more, please.')
  await form.getByRole('button', { name: 'Send request' }).click()
  // The wait counts down from the flood's first request, which a busy machine may have sent a minute
  // or two ago.
  const waitInWords = new RegExp(
    limited.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('60 minutes', '(5[5-9]|60) minutes'),
  )
  await expect(form.getByRole('alert')).toHaveText(waitInWords)
  await expect(toast(page, waitInWords)).toBeVisible()
  await expect(form.getByLabel('Message (optional)')).toHaveValue('Just one more, please.')
  await expect(form.getByLabel('Preferred date and time 1')).toHaveValue(localSlot(7).input)
})
