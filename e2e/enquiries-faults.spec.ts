import { enquiryMessages } from '../src/features/enquiries/messages'
import { verified } from './support/auth-emulator'
import { expect, openLive, test, toast } from './support/fixtures'
import { expiredVersionOf, waitForMail } from './support/mailbox'
import { estateWithAgent, fillViewingRequest } from './support/viewing-form'

/**
 * The viewing request's fault matrix (@fault, counted by `npm run reliability`): each ends with a
 * readable message, nothing typed lost, and a request that goes through once the fault is gone.
 */

const { estate, agent } = estateWithAgent
const { errors } = enquiryMessages
const api = '**/api/enquiries'

test.use({ timezoneId: 'UTC' })

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
  const form = await fillViewingRequest(page, 'Please call after six.')
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
  const form = await fillViewingRequest(page, 'Offline note')
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
  const form = await fillViewingRequest(page, 'Testing smtp-down handling')
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
  const form = await fillViewingRequest(page, 'Testing smtp-stall handling')
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
  const form = await fillViewingRequest(page, 'Slow but sure')
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
  const form = await fillViewingRequest(page, 'After a long sleep')
  await form.getByRole('button', { name: 'Send request' }).click()
  // Two round trips to the function, one of them with a fresh token: on two busy cores they took
  // more than the usual 7 s.
  await expect(toast(page, enquiryMessages.sent(agent.name))).toBeVisible({ timeout: 15_000 })
  expect(answers).toEqual([401, 200])
  expect(await waitForMail(agent.email, (mail) => mail.text.includes(user.email))).toHaveLength(1)
})
