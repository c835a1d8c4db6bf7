import { readFileSync } from 'node:fs'
import { agency, enquiry } from '../src/config/constants'
import { sharedMessages } from '../src/components/messages'
import { enquiryMessages } from '../src/features/enquiries/messages'
import { verified } from './support/auth-emulator'
import { expect, test } from './support/fixtures'
import { expiredVersionOf, idTokenFor, viewingDate, waitForMail } from './support/mailbox'

/**
 * POST /api/enquiries called directly, as any client could: through the Hosting emulator's rewrite
 * to the function in the Functions emulator, which mails the local inbox.
 */

const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: { id: string; estate_title: string; agent?: { name: string; email: string } }[]
  }
).properties
const withAgent = estates.find((estate) => estate.agent)!
const withoutAgent = estates.find((estate) => !estate.agent)!

const url = '/api/enquiries'
const json = { 'Content-Type': 'application/json' }
const body = (overrides: Record<string, unknown> = {}) => ({
  estateId: withAgent.id,
  name: 'Henrietta Vale',
  email: 'henrietta@example.com',
  phone: '+44 20 7946 0000',
  dates: [viewingDate(3)],
  timeZone: 'Europe/London',
  message: 'Could we see the terrace at sunset?',
  consent: true,
  ...overrides,
})

test('a guest cannot post: 401 without a token, and with a made-up one', async ({ request }) => {
  const guest = await request.post(url, { data: body() })
  expect(guest.status()).toBe(401)
  expect(guest.headers()['www-authenticate']).toContain('Bearer')
  expect(await guest.json()).toEqual({
    error: { code: 'unauthenticated', message: enquiryMessages.errors.signIn },
  })
  const forged = await request.post(url, {
    data: body(),
    headers: { Authorization: 'Bearer not.a.token' },
  })
  expect(forged.status()).toBe(401)
})

test('a token that expired is refused as expired', async ({ request, newUser }) => {
  const token = expiredVersionOf(await idTokenFor(await verified(await newUser())))
  const answer = await request.post(url, {
    data: body(),
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(answer.status()).toBe(401)
  expect((await answer.json()).error.code).toBe('token-expired')
})

test('only JSON POSTs of a sensible size: 405, 415, 413, 400', async ({ request, newUser }) => {
  const auth = { Authorization: `Bearer ${await idTokenFor(await verified(await newUser()))}` }
  const get = await request.get(url, { headers: auth })
  expect(get.status()).toBe(405)
  expect(get.headers()['allow']).toBe('POST')
  expect((await request.put(url, { headers: { ...auth, ...json }, data: body() })).status()).toBe(
    405,
  )

  const form = await request.post(url, { headers: auth, form: { name: 'Henrietta' } })
  expect(form.status()).toBe(415)
  const text = await request.post(url, {
    headers: { ...auth, 'Content-Type': 'text/plain' },
    data: JSON.stringify(body()),
  })
  expect(text.status()).toBe(415)

  const huge = await request.post(url, {
    headers: { ...auth, ...json },
    data: JSON.stringify(body({ message: 'x'.repeat(enquiry.maxBodyBytes) })),
  })
  expect(huge.status()).toBe(413)
  expect((await huge.json()).error.message).toBe(enquiryMessages.errors.tooLarge)

  const broken = await request.post(url, { headers: { ...auth, ...json }, data: '{"name": ' })
  expect(broken.status()).toBe(400)
  // Firebase's own JSON parser answers this one (its 400 comes before the function runs).
})

test('a body that breaks the form rules: 400 naming each field', async ({ request, newUser }) => {
  const auth = { Authorization: `Bearer ${await idTokenFor(await verified(await newUser()))}` }
  const answer = await request.post(url, {
    headers: auth,
    data: {
      estateId: withAgent.id,
      name: ' ',
      email: 'not-an-email',
      phone: 'call me',
      dates: [viewingDate(-1), viewingDate(120)],
      message: 'x'.repeat(enquiry.messageMaxLength + 1),
      consent: false,
    },
  })
  expect(answer.status()).toBe(400)
  const { rules } = { rules: enquiryMessages.validation }
  expect((await answer.json()).error.fields).toEqual({
    name: sharedMessages.validation.nameRequired,
    email: sharedMessages.validation.emailInvalid,
    phone: rules.phoneInvalid,
    'dates.0': rules.dateInPast,
    'dates.1': rules.dateTooFar,
    message: rules.messageTooLong,
    consent: rules.consentRequired,
  })
})

test('@fault a 16 KB address is answered at once with a field error, not after a slow check', async ({
  request,
  newUser,
}) => {
  const auth = { Authorization: `Bearer ${await idTokenFor(await verified(await newUser()))}` }
  // Every dot of it once made the address pattern try the rest again: 200 ms a request on an idle
  // machine, before any limit counted it (invalid bodies spend no allowance).
  const long = `a@${'.'.repeat(15_900)},`
  const timed = async (email: string) => {
    const started = performance.now()
    const answer = await request.post(url, { headers: { ...auth, ...json }, data: body({ email }) })
    const ms = performance.now() - started
    expect(answer.status()).toBe(400)
    expect((await answer.json()).error.fields).toEqual({
      email: enquiryMessages.validation.emailInvalid,
    })
    return ms
  }
  // Alternated with a short wrong address, which takes the same path: the difference is the check.
  const longMs: number[] = []
  const shortMs: number[] = []
  for (let n = 0; n < 5; n += 1) {
    shortMs.push(await timed('not-an-address'))
    longMs.push(await timed(long))
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[2]!
  expect(median(longMs) - median(shortMs)).toBeLessThan(100)
})

test('an unknown estate: 404', async ({ request, newUser }) => {
  const auth = { Authorization: `Bearer ${await idTokenFor(await verified(await newUser()))}` }
  const answer = await request.post(url, { headers: auth, data: body({ estateId: 'no-such' }) })
  expect(answer.status()).toBe(404)
  expect((await answer.json()).error.message).toBe(enquiryMessages.errors.estateGone)
})

test("a request reaches the estate's agent, and the account gets a confirmation", async ({
  request,
  newUser,
}) => {
  const user = await verified(await newUser({ name: 'Henrietta Vale' }))
  const auth = { Authorization: `Bearer ${await idTokenFor(user)}` }
  const contact = `contact-${user.uid}@example.com`
  const answer = await request.post(url, { headers: auth, data: body({ email: contact }) })
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toEqual({
    sent: true,
    recipient: withAgent.agent!.name,
    confirmationSent: true,
  })

  const [toAgent] = await waitForMail(withAgent.agent!.email, (mail) => mail.text.includes(contact))
  expect(toAgent?.subject).toBe(`Viewing request: ${withAgent.estate_title}`)
  expect(toAgent?.replyTo).toEqual([{ name: 'Henrietta Vale', address: contact }])
  expect(toAgent?.envelope.to).toEqual([withAgent.agent!.email])
  expect(toAgent?.text).toContain('Could we see the terrace at sunset?')
  expect(toAgent?.text).toContain(user.email) // the signed-in account, from the token

  // The confirmation goes to the account's address, not to the one typed in the form.
  const [confirmation] = await waitForMail(user.email)
  expect(confirmation?.subject).toBe(`Your viewing request for ${withAgent.estate_title}`)
  expect(confirmation?.text).toContain(
    `Your viewing request has been sent to ${withAgent.agent!.name}`,
  )
  expect(confirmation?.text).not.toContain('Could we see the terrace at sunset?')
  expect(confirmation?.text).not.toContain('Henrietta Vale')
  expect(await waitForMail(contact, () => true, { timeoutMs: 500 })).toEqual([])
})

test("an estate without an agent: the request goes to the agency's desk", async ({
  request,
  newUser,
}) => {
  const user = await verified(await newUser())
  const auth = { Authorization: `Bearer ${await idTokenFor(user)}` }
  const answer = await request.post(url, {
    headers: auth,
    data: body({ estateId: withoutAgent.id, email: user.email }),
  })
  expect(await answer.json()).toMatchObject({ recipient: agency.name })
  const [mail] = await waitForMail(agency.email, (message) => message.text.includes(user.email))
  expect(mail?.subject).toBe(`Viewing request: ${withoutAgent.estate_title}`)
})

test('header injection and HTML in every field arrive as text', async ({ request, newUser }) => {
  const user = await verified(await newUser())
  const auth = { Authorization: `Bearer ${await idTokenFor(user)}` }
  const html = '<b>bold</b><script>alert(1)</script>'
  const answer = await request.post(url, {
    headers: auth,
    data: body({
      name: `Mallory\r\nBcc: victim@example.com\r\nSubject: spam ${html}`,
      email: user.email,
      phone: '+1 555 0100',
      message: `Line one\r\n\r\nBcc: victim@example.com\n${html}`,
    }),
  })
  expect(answer.status()).toBe(200)
  const [mail] = await waitForMail(withAgent.agent!.email, (message) =>
    message.text.includes(user.email),
  )
  expect(mail?.bcc).toEqual([])
  expect(mail?.envelope.to).toEqual([withAgent.agent!.email])
  expect(mail?.subject).toBe(`Viewing request: ${withAgent.estate_title}`)
  expect(mail?.headerNames.filter((name) => name === 'subject')).toHaveLength(1)
  expect(mail?.replyTo[0]?.name).toBe(`Mallory Bcc: victim@example.com Subject: spam ${html}`)
  expect(mail?.text).toContain(`Name: Mallory Bcc: victim@example.com Subject: spam ${html}`)
  expect(mail?.text).toContain(html)
  expect(mail?.html).not.toContain('<script>')
  expect(mail?.html).toContain('&lt;b&gt;bold&lt;/b&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(await waitForMail('victim@example.com', () => true, { timeoutMs: 500 })).toEqual([])
})

test('each visitor may send a few requests an hour, and is told when the limit is hit', async ({
  request,
  newUser,
}) => {
  const user = await verified(await newUser())
  const auth = { Authorization: `Bearer ${await idTokenFor(user)}` }
  for (let sent = 0; sent < enquiry.perVisitorPerHour; sent += 1) {
    expect((await request.post(url, { headers: auth, data: body() })).status()).toBe(200)
  }
  const refused = await request.post(url, { headers: auth, data: body() })
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(3500)
  expect((await refused.json()).error.message).toBe(
    enquiryMessages.errors.rateLimited(enquiry.perVisitorPerHour, 60),
  )
  // Another visitor is not affected.
  const other = { Authorization: `Bearer ${await idTokenFor(await verified(await newUser()))}` }
  expect((await request.post(url, { headers: other, data: body() })).status()).toBe(200)
})
