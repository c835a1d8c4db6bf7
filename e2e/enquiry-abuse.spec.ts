import { randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { enquiry } from '../src/config/constants'
import { enquiryMessages } from '../src/features/enquiries/messages'
import { verified, type TestUser } from './support/auth-emulator'
import { expect, openLive, test } from './support/fixtures'
import { idTokenFor, viewingDate, waitForMail } from './support/mailbox'
import { localSlot, viewingForm } from './support/viewing-form'

/**
 * Issue 28: what a stranger with many fresh accounts, or a page on another site, can make the
 * enquiry function do. Over the API as any client could (through Hosting's rewrite), and in the
 * browser where a visitor would notice.
 */

type Agent = { name: string; email: string }
const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: { id: string; estate_title: string; agent?: Agent; availability?: string }[]
  }
).properties
const withAgent = estates.find((estate) => estate.agent)!
const { errors } = enquiryMessages
const url = '/api/enquiries'

/** Sold or let: its page asks for a similar home, not a viewing. */
const offTheMarket = (estate: (typeof estates)[number]) =>
  estate.availability === 'sold' || estate.availability === 'let'

/**
 * The agents other tests send no request to: they use the first estate with an agent, and a sold
 * one for a similar home (availability.spec). A test that fills an agent's hour must not hold up
 * another's requests, nor count theirs.
 */
const contacted = new Set([
  withAgent.agent!.email,
  ...estates.filter(offTheMarket).flatMap((estate) => estate.agent?.email ?? []),
])
const quietAgents = [
  ...new Map(
    estates
      .filter((estate) => estate.agent && !contacted.has(estate.agent.email))
      .map((estate) => [estate.agent!.email, estate.agent!]),
  ).values(),
]
/** The agent's estates that can be viewed. */
const estatesOf = (agent: Agent) =>
  estates.filter((estate) => estate.agent?.email === agent.email && !offTheMarket(estate))

/** An address of its own for each run of a test: the emulators' counts live as long as they do. */
const freshNetwork = () => `10.${randomInt(256)}.${randomInt(256)}`

const body = (estateId: string, email: string) => ({
  estateId,
  name: 'Henrietta Vale',
  email,
  dates: [viewingDate(5)],
  timeZone: 'UTC',
  message: 'Could we see the terrace at sunset?',
  consent: true,
})

test('@fault an account whose email is not verified is refused (403), and nothing is mailed', async ({
  request,
  newUser,
}) => {
  const user = await newUser()
  const auth = { Authorization: `Bearer ${await idTokenFor(user)}` }
  const refused = await request.post(url, { headers: auth, data: body(withAgent.id, user.email) })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toEqual({
    error: { code: 'email-unverified', message: errors.verifyEmail },
  })
  expect(await waitForMail(user.email, () => true, { timeoutMs: 1_000 })).toEqual([])
  expect(
    await waitForMail(withAgent.agent!.email, (mail) => mail.text.includes(user.email), {
      timeoutMs: 500,
    }),
  ).toEqual([])

  // Verified, the next token is accepted.
  await verified(user)
  const fresh = { Authorization: `Bearer ${await idTokenFor(user)}` }
  const sent = await request.post(url, { headers: fresh, data: body(withAgent.id, user.email) })
  expect(sent.status()).toBe(200)
})

test('@fault an unverified visitor is told in the form, keeps what they typed, and can send once verified', async ({
  page,
  consoleGuard,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(/status of 403/)
  const user = await newUser({ name: 'Oscar Pryce' })
  await signIn(user)
  await openLive(page, `/${withAgent.id}`)
  const form = await viewingForm(page)
  // Said before anything is sent, beside the button.
  const send = form.getByRole('button', { name: 'Send request' })
  await expect(send).toHaveAccessibleDescription(errors.verifyEmail)
  await form.getByLabel('Preferred date and time 1').fill(localSlot(6).input)
  await form.getByLabel('Message (optional)').fill('Is the pool heated?')
  await form.getByLabel(/I agree to be contacted/).check()
  await send.click()

  await expect(form.getByRole('alert')).toHaveText(errors.verifyEmail)
  await expect(form.getByText(errors.verifyEmail)).toHaveCount(1)
  await expect(form.getByLabel('Message (optional)')).toHaveValue('Is the pool heated?')
  await expect(form.getByLabel('Preferred date and time 1')).toHaveValue(localSlot(6).input)
  await expect(form.getByLabel(/I agree to be contacted/)).toBeChecked()

  // They open their link (in another tab, say); the same form now goes through: the page asks
  // for a fresh token when the function says the old one is unverified.
  await verified(user)
  await send.click()
  await expect(
    page.getByRole('region', { name: `Request sent to ${withAgent.agent!.name}` }),
  ).toBeVisible()
})

test(`@fault fresh accounts together cannot send one agent more than ${enquiry.perAgentPerHour} an hour`, async ({
  request,
  newUser,
}) => {
  test.setTimeout(180_000)
  const agent = quietAgents.at(-1)!
  const targets = estatesOf(agent)
  // Each account stays within its own hourly limit; together they ask for more than the agent's.
  const accounts = Math.ceil(enquiry.perAgentPerHour / enquiry.perVisitorPerHour) + 1
  const network = freshNetwork()
  const statuses: number[] = []
  const messages: string[] = []
  const senders: string[] = []
  for (let index = 0; index < accounts; index += 1) {
    const user = await verified(await newUser())
    senders.push(user.email)
    const headers = {
      Authorization: `Bearer ${await idTokenFor(user)}`,
      // One address per account: the per-address limit is not what is tested here.
      'X-Forwarded-For': `${network}.${index + 1}`,
    }
    for (let sent = 0; sent < enquiry.perVisitorPerHour; sent += 1) {
      const estate = targets[sent % targets.length]!
      const answer = await request.post(url, { headers, data: body(estate.id, user.email) })
      statuses.push(answer.status())
      if (answer.status() === 429) {
        expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(3_000)
        messages.push(((await answer.json()) as { error: { message: string } }).error.message)
      }
    }
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(enquiry.perAgentPerHour)
  expect(statuses.filter((status) => status === 429)).toHaveLength(
    accounts * enquiry.perVisitorPerHour - enquiry.perAgentPerHour,
  )
  // The wait counts from the first request, a minute or two ago on a busy machine.
  for (const message of messages) expect(message).toMatch(/This agent has received many/)
  const fromThisTest = (text: string) => senders.some((sender) => text.includes(sender))
  expect(
    await waitForMail(agent.email, (mail) => fromThisTest(mail.text), {
      count: enquiry.perAgentPerHour,
    }),
  ).toHaveLength(enquiry.perAgentPerHour)
})

test(`@fault a forged X-Forwarded-For is nobody's address: it reaches no document path and spends no one's ${enquiry.perAddressPerHour} an hour`, async ({
  request,
  newUser,
}) => {
  test.setTimeout(180_000)
  const agent = quietAgents.at(-2)!
  const estate = estatesOf(agent)[0]!
  // The function trusts only what the platform appends to X-Forwarded-For; locally nothing in front
  // of it appends an entry, so whatever a client writes there is no address (client-address.ts).
  // It once became the per-address limit's document path: "a/b" answered 503.
  const sendAs = async (user: TestUser, forwardedFor: string) =>
    request.post(url, {
      headers: {
        Authorization: `Bearer ${await idTokenFor(user)}`,
        'X-Forwarded-For': forwardedFor,
      },
      data: body(estate.id, user.email),
    })
  const first = await verified(await newUser())
  const slashed = await sendAs(first, 'a/b')
  expect(slashed.status()).toBe(200)
  expect(await slashed.json()).toMatchObject({ sent: true, recipient: agent.name })

  // One address claimed by more requests than it may send in an hour: a stranger who names a
  // household's or an office's address spends nothing of theirs.
  const victim = `${freshNetwork()}.7`
  const statuses: number[] = []
  let user = first
  for (let index = 1; index <= enquiry.perAddressPerHour + 1; index += 1) {
    if (index % enquiry.perVisitorPerHour === 0) user = await verified(await newUser())
    statuses.push((await sendAs(user, victim)).status())
  }
  expect(statuses).toEqual(Array(enquiry.perAddressPerHour + 1).fill(200))
})

test('@fault a preflight from another site is not allowed, nor is a cross-site POST readable', async ({
  request,
  newUser,
}) => {
  const preflight = await request.fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://evil.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  })
  const allowed = preflight.headers()['access-control-allow-origin']
  expect(allowed).toBeUndefined()
  expect(preflight.headers()['access-control-allow-headers']).toBeUndefined()

  // Unverified: refused (403) before anything is mailed or counted; its headers are what matter.
  const user = await newUser()
  const post = await request.post(url, {
    headers: { Authorization: `Bearer ${await idTokenFor(user)}`, Origin: 'https://evil.example' },
    data: body(withAgent.id, user.email),
  })
  expect(post.status()).toBe(403)
  expect(post.headers()['access-control-allow-origin']).toBeUndefined()
})
