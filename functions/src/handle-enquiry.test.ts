import { memoryFigures } from './figures/figures-store'
import { enquiry as limits } from '@/config/constants'
import { enquiryMessages } from '@/features/enquiries/messages'
import { enquiryMessages as german } from '@/features/enquiries/messages.de'
import { enquiryMessages as french } from '@/features/enquiries/messages.fr'
import { parseEstates } from '@/features/estates/parse-estates'
import { estateRecord } from '@/testing/estate-records'
import { handleEnquiry, RATE_WINDOW_MS, type EnquiryDeps } from './handle-enquiry'
import type { MailMessage } from './compose-mail'
import { memoryInbox } from './inbox/inbox-store'
import { memoryTicketStore } from './memory-ticket-store'
import { createRateLimiter, type RateLimiter } from './rate-limiter'

// The function's answers around identity and the hourly limits (the limiter: rate-limiter.test.ts).
const { errors } = enquiryMessages
const now = new Date('2026-11-23T12:00:00.000Z')
const agent = {
  name: 'Amelia Hart',
  photo: '/images/agents/amelia-hart.svg',
  phone: '+1 212 555 0142',
  email: 'Amelia.Hart@luxuryliving.example',
  languages: ['English'],
}
const { estates } = parseEstates([
  estateRecord({ id: '1', agent }),
  estateRecord({ id: '2', agent }),
  estateRecord({ id: '3', estate_title: 'Garden House' }),
])
const body = {
  estateId: '1',
  name: 'Henrietta Vale',
  email: 'henrietta@example.com',
  dates: ['2026-11-25T10:30:00.000Z'],
  consent: true,
}
const post = (
  overrides: Partial<{ token: string; ip: string; estateId: string; headers: object }> = {},
) => ({
  method: 'POST',
  headers: {
    authorization: `Bearer ${overrides.token ?? 'uid-1'}`,
    'content-type': 'application/json',
    ...overrides.headers,
  },
  rawBody: Buffer.from(JSON.stringify({ ...body, estateId: overrides.estateId ?? '1' })),
  ip: overrides.ip,
})

const open: RateLimiter = { take: async () => ({ ok: true, release: async () => {} }) }

/** The token names its account: "uid-7" is account uid-7, verified unless it says "unverified". */
type Catalogue = Awaited<ReturnType<EnquiryDeps['catalogue']>>

function deps(
  overrides: Partial<EnquiryDeps> & { limiter?: RateLimiter; estates?: Catalogue['estates'] } = {},
): EnquiryDeps & { send: ReturnType<typeof vi.fn<EnquiryDeps['send']>> } {
  const {
    limiter = open,
    estates: known = new Map(estates.map((estate) => [estate.id, estate])),
    ...rest
  } = overrides
  return {
    verifyToken: async (token) => ({
      uid: token,
      email: `${token}@example.com`,
      email_verified: !token.includes('unverified'),
    }),
    send: vi.fn<EnquiryDeps['send']>(async () => undefined),
    catalogue: async () => ({ estates: known }),
    limiters: { visitor: limiter, agent: open, address: open },
    inbox: memoryInbox(),
    from: 'Luxury Living <enquiries@luxuryliving.example>',
    now: () => now,
    log: () => undefined,
    ...rest,
  } as EnquiryDeps & { send: ReturnType<typeof vi.fn<EnquiryDeps['send']>> }
}

/** The function's real limits, counted in memory. */
function realLimiters() {
  const hourly = (limit: number) =>
    createRateLimiter({ limit, windowMs: RATE_WINDOW_MS, store: memoryTicketStore() })
  return {
    visitor: hourly(limits.perVisitorPerHour),
    agent: hourly(limits.perAgentPerHour),
    address: hourly(limits.perAddressPerHour),
  }
}

describe('the enquiry function and who may send', () => {
  it('refuses an account whose email is not verified (403), and mails nothing', async () => {
    const take = vi.fn<RateLimiter['take']>(open.take)
    const setup = deps({ limiter: { take } })
    const answer = await handleEnquiry(post({ token: 'uid-unverified' }), setup)
    expect(answer).toEqual({
      status: 403,
      body: { error: { code: 'email-unverified', message: errors.verifyEmail } },
    })
    expect(setup.send).not.toHaveBeenCalled()
    expect(take).not.toHaveBeenCalled()
  })

  it('refuses a token that does not say the email is verified, or has no email', async () => {
    for (const decoded of [
      { uid: 'a', email: 'a@example.com' },
      { uid: 'b', email_verified: true },
    ]) {
      const setup = deps({ verifyToken: async () => decoded })
      expect((await handleEnquiry(post(), setup)).status).toBe(403)
      expect(setup.send).not.toHaveBeenCalled()
    }
  })

  it('answers a revoked token as a signed-out one (401)', async () => {
    const revoked = Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' })
    const answer = await handleEnquiry(post(), deps({ verifyToken: () => Promise.reject(revoked) }))
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({ error: { code: 'unauthenticated', message: errors.signIn } })
  })

  it('refuses a body declared over the limit (413) before checking the token', async () => {
    const verifyToken = vi.fn(deps().verifyToken)
    const answer = await handleEnquiry(
      post({ headers: { 'content-length': String(limits.maxBodyBytes + 1) } }),
      deps({ verifyToken }),
    )
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ error: { code: 'too-large', message: errors.tooLarge } })
    expect(verifyToken).not.toHaveBeenCalled()
  })
})

describe('the enquiry function and the hourly limits', () => {
  it('answers 429 with the wait in words and in Retry-After, and sends nothing', async () => {
    const limiter: RateLimiter = { take: async () => ({ ok: false, retryAfterMs: 61_000 }) }
    const setup = deps({ limiter })
    const answer = await handleEnquiry(post(), setup)
    expect(answer.status).toBe(429)
    expect(answer.headers).toEqual({ 'Retry-After': '61' })
    expect(answer.body).toEqual({
      error: { code: 'rate-limited', message: errors.rateLimited(limits.perVisitorPerHour, 2) },
    })
    expect(setup.send).not.toHaveBeenCalled()
  })

  it('counts the visitor from the token, the agent by address and the client by IP', async () => {
    const take = (name: string) =>
      vi.fn<RateLimiter['take']>(async () => ({ ok: true, release: async () => {} })).mockName(name)
    const limiters = { visitor: take('visitor'), agent: take('agent'), address: take('address') }
    const answer = await handleEnquiry(
      post({ ip: '203.0.113.9' }),
      deps({
        limiters: {
          visitor: { take: limiters.visitor },
          agent: { take: limiters.agent },
          address: { take: limiters.address },
        },
      }),
    )
    expect(answer.status).toBe(200)
    expect(limiters.visitor).toHaveBeenCalledWith('uid-1', now.getTime())
    expect(limiters.agent).toHaveBeenCalledWith('amelia.hart@luxuryliving.example', now.getTime())
    expect(limiters.address).toHaveBeenCalledWith('203.0.113.9', now.getTime())
  })

  it(`lets fresh accounts together send an agent no more than ${limits.perAgentPerHour} an hour`, async () => {
    const limiters = realLimiters()
    const setup = deps({ limiters })
    const accounts = Math.ceil(limits.perAgentPerHour / limits.perVisitorPerHour) + 2
    const answers = []
    for (let account = 0; account < accounts; account += 1) {
      for (let sent = 0; sent < limits.perVisitorPerHour; sent += 1) {
        // Both of the agent's estates: the limit is the agent's, not the estate's.
        const estateId = sent % 2 === 0 ? '1' : '2'
        answers.push(await handleEnquiry(post({ token: `fresh-${account}`, estateId }), setup))
      }
    }
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(limits.perAgentPerHour)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused) {
      expect(answer.status).toBe(429)
      expect(answer.headers).toEqual({ 'Retry-After': String(RATE_WINDOW_MS / 1000) })
      expect(answer.body).toEqual({
        error: { code: 'rate-limited', message: errors.agentBusy(60) },
      })
    }
    const toAgent = setup.send.mock.calls.filter(([mail]) => mail.to.address === agent.email)
    expect(toAgent).toHaveLength(limits.perAgentPerHour)
    // Another agent's estates are not held up.
    expect((await handleEnquiry(post({ token: 'later', estateId: '3' }), setup)).status).toBe(200)
  })

  it(`lets one client address send no more than ${limits.perAddressPerHour} an hour, whatever the accounts`, async () => {
    const limiters = realLimiters()
    const setup = deps({ limiters })
    const answers = []
    for (let account = 0; account < limits.perAddressPerHour + 1; account += 1) {
      answers.push(
        await handleEnquiry(post({ token: `fresh-${account}`, ip: '198.51.100.7' }), setup),
      )
    }
    expect(answers.slice(0, -1).every((answer) => answer.status === 200)).toBe(true)
    expect(answers.at(-1)).toEqual({
      status: 429,
      headers: { 'Retry-After': String(RATE_WINDOW_MS / 1000) },
      body: { error: { code: 'rate-limited', message: errors.addressBusy(60) } },
    })
    expect(setup.send).toHaveBeenCalledTimes(2 * limits.perAddressPerHour)
    // Another address, and a request with no address at all (the emulator's), are served.
    expect((await handleEnquiry(post({ token: 'x', ip: '198.51.100.8' }), setup)).status).toBe(200)
    expect((await handleEnquiry(post({ token: 'y' }), setup)).status).toBe(200)
  })

  it('gives back the slots a request took when a later limit refuses it', async () => {
    const visitorStore = memoryTicketStore()
    const visitor = createRateLimiter({ limit: 1, windowMs: RATE_WINDOW_MS, store: visitorStore })
    const full: RateLimiter = { take: async () => ({ ok: false, retryAfterMs: 1_000 }) }
    const setup = deps({ limiters: { visitor, agent: full, address: open } })
    expect((await handleEnquiry(post(), setup)).status).toBe(429)
    expect(visitorStore.tickets.get('uid-1')).toEqual([
      { n: 1, takenAt: now.getTime(), released: true },
    ])
    const freed = deps({ limiters: { visitor, agent: open, address: open } })
    expect((await handleEnquiry(post(), freed)).status).toBe(200)
  })

  it('sends nothing and asks to retry (503) when a count cannot be read', async () => {
    const release = vi.fn(async () => undefined)
    const setup = deps({
      limiters: {
        visitor: { take: async () => ({ ok: true, release }) },
        agent: { take: () => Promise.reject(new Error('unavailable')) },
        address: open,
      },
    })
    const answer = await handleEnquiry(post(), setup)
    expect(answer.status).toBe(503)
    expect(answer.headers).toEqual({ 'Retry-After': '60' })
    expect(answer.body).toEqual({
      error: { code: 'limit-unavailable', message: errors.mailFailed },
    })
    expect(setup.send).not.toHaveBeenCalled()
    expect(release).toHaveBeenCalledOnce()
  })

  it('gives the slots back when the mail fails, and still answers 502 if that fails too', async () => {
    const release = vi.fn(() => Promise.reject(new Error('unavailable')))
    const limiter: RateLimiter = { take: async () => ({ ok: true, release }) }
    const failing = vi.fn(async () => {
      throw new Error('421')
    })
    const answer = await handleEnquiry(
      post({ ip: '203.0.113.1' }),
      deps({ send: failing, limiters: { visitor: limiter, agent: limiter, address: limiter } }),
    )
    expect(answer.status).toBe(502)
    expect(release).toHaveBeenCalledTimes(3)
  })
})

describe('the live catalogue (issue 45)', () => {
  it('finds the agent in the catalogue of the moment: a newly published estate is known', async () => {
    const { estates: published } = parseEstates([estateRecord({ id: '77', agent })])
    let live: Catalogue = { estates: new Map() }
    const setup = deps({ catalogue: async () => live })
    const request = {
      ...post(),
      rawBody: Buffer.from(JSON.stringify({ ...body, estateId: '77' })),
    }
    expect((await handleEnquiry(request, setup)).status).toBe(404)
    live = { estates: new Map(published.map((estate) => [estate.id, estate])) }
    expect(await handleEnquiry(request, setup)).toMatchObject({
      status: 200,
      body: { recipient: agent.name },
    })
  })

  it('mails nothing and takes no slot when the catalogue cannot be read (503) @fault', async () => {
    const take = vi.fn<RateLimiter['take']>(open.take)
    const setup = deps({
      limiter: { take },
      catalogue: () => Promise.reject(new Error('UNAVAILABLE')),
    })
    expect(await handleEnquiry(post(), setup)).toMatchObject({
      status: 503,
      headers: { 'Retry-After': '60' },
      body: { error: { code: 'catalogue-unavailable', message: errors.mailFailed } },
    })
    expect(take).not.toHaveBeenCalled()
    expect(setup.send).not.toHaveBeenCalled()
  })
})

describe('a sold or let estate', () => {
  const { estates: portfolio } = parseEstates([
    estateRecord({ id: '8', status: 'sale', availability: 'sold', agent }),
  ])
  const request = (fields: object) => ({
    ...post(),
    rawBody: Buffer.from(JSON.stringify({ ...body, estateId: '8', ...fields })),
  })

  it('is not viewed (409), and mails nothing', async () => {
    const setup = deps({ estates: new Map(portfolio.map((estate) => [estate.id, estate])) })
    const answer = await handleEnquiry(request({}), setup)
    expect(answer).toMatchObject({
      status: 409,
      body: { error: { code: 'not-viewable', message: errors.notViewable } },
    })
    expect(setup.send).not.toHaveBeenCalled()
  })

  it('takes a request for a similar home, without dates, by the same path and limits', async () => {
    const take = vi.fn<RateLimiter['take']>(open.take)
    const setup = deps({
      estates: new Map(portfolio.map((estate) => [estate.id, estate])),
      limiter: { take },
    })
    const answer = await handleEnquiry(request({ kind: 'similar', dates: [] }), setup)
    expect(answer).toMatchObject({ status: 200, body: { sent: true, recipient: agent.name } })
    expect(take).toHaveBeenCalledTimes(1)
    expect(setup.send.mock.calls[0]?.[0].subject).toBe('Similar home request: Harbour Penthouse')
    const withDates = await handleEnquiry(request({ kind: 'similar', dates: body.dates }), setup)
    expect(withDates).toMatchObject({
      status: 400,
      body: { error: { fields: { dates: enquiryMessages.validation.datesNotWanted } } },
    })
  })
})

describe("the visitor's language", () => {
  const sendIn = async (language: unknown) => {
    const setup = deps()
    const request = { ...post(), rawBody: Buffer.from(JSON.stringify({ ...body, language })) }
    expect((await handleEnquiry(request, setup)).status).toBe(200)
    const [toAgent, toVisitor] = setup.send.mock.calls.map(([message]) => message)
    return { toAgent, toVisitor }
  }

  it("confirms in the language the request was asked in; the agent's stays English", async () => {
    const french = await sendIn('fr')
    expect(french.toVisitor?.subject).toBe('Votre demande de visite pour Harbour Penthouse')
    expect(french.toAgent?.subject).toBe('Viewing request: Harbour Penthouse')
    expect((await sendIn('de')).toVisitor?.subject).toBe(
      'Ihre Besichtigungsanfrage für Harbour Penthouse',
    )
  })

  it('confirms in English when the request names no language the site knows', async () => {
    for (const language of [undefined, 'es']) {
      expect((await sendIn(language)).toVisitor?.subject).toBe(
        'Your viewing request for Harbour Penthouse',
      )
    }
  })
})

describe("the refusals in the page's language", () => {
  const asked = (language: string, token = 'uid-unverified') => ({
    ...post({ token }),
    headers: { ...post({ token }).headers, 'accept-language': language },
  })

  it('says them in the language of Accept-Language, and in English for any other', async () => {
    const messageIn = async (language: string) => {
      const answer = await handleEnquiry(asked(language), deps())
      return 'error' in answer.body ? answer.body.error.message : null
    }
    expect(await messageIn('fr')).toBe(french.errors.verifyEmail)
    expect(await messageIn('de-CH,de;q=0.9')).toBe(german.errors.verifyEmail)
    expect(await messageIn('es')).toBe(errors.verifyEmail)
  })

  it("gives the fields' errors in the same language as the refusal", async () => {
    const invalid = {
      ...asked('de', 'uid-1'),
      rawBody: Buffer.from(
        JSON.stringify({ ...body, name: '', dates: ['2026-11-20T10:30:00.000Z'], phone: 'x' }),
      ),
    }
    const setup = deps()
    const answer = await handleEnquiry(invalid, setup)
    expect(answer).toMatchObject({ status: 400 })
    expect(answer.body).toEqual({
      error: {
        code: 'invalid',
        message: german.errors.invalid,
        fields: {
          name: german.validation.nameRequired,
          phone: german.validation.phoneInvalid,
          'dates.0': german.validation.dateInPast,
        },
      },
    })
    expect(setup.send).not.toHaveBeenCalled()
  })

  it("writes the figures of its words as the page's language does", async () => {
    const tooLongIn = async (language: string) => {
      const answer = await handleEnquiry(
        {
          ...asked(language, 'uid-1'),
          rawBody: Buffer.from(
            JSON.stringify({ ...body, message: 'x'.repeat(limits.messageMaxLength + 1) }),
          ),
        },
        deps(),
      )
      return 'error' in answer.body ? answer.body.error.fields?.message : null
    }
    // Spelled out, not read from the catalogues: a French group is a narrow no-break space.
    expect(await tooLongIn('fr')).toBe('Le message ne peut dépasser 2\u202f000 caractères')
    expect(await tooLongIn('de')).toBe('Die Nachricht darf höchstens 2.000 Zeichen lang sein')
    expect(await tooLongIn('en')).toBe('Message must be at most 2,000 characters')
  })

  it('gives the wait of an hourly limit in the French words', async () => {
    const limiter: RateLimiter = { take: async () => ({ ok: false, retryAfterMs: 90_000 }) }
    const answer = await handleEnquiry(asked('fr', 'uid-1'), deps({ limiter }))
    expect(answer.body).toEqual({
      error: {
        code: 'rate-limited',
        message: french.errors.rateLimited(limits.perVisitorPerHour, 2),
      },
    })
  })
})

describe('the inbox (issue 46)', () => {
  it('keeps the request before it is mailed, new and unread, then marks it sent', async () => {
    const inbox = memoryInbox()
    const sent: MailMessage[] = []
    const setup = deps({
      inbox,
      send: vi.fn(async (message) => {
        // Mailed after it was kept: the inbox already has it, mail still pending.
        expect([...inbox.requests.values()].map((one) => one.mail)).toEqual(['pending'])
        sent.push(message)
      }),
    })
    const answer = await handleEnquiry(post({ token: 'uid-9' }), setup)
    expect(answer.status).toBe(200)
    expect(sent.length).toBeGreaterThan(0)
    expect([...inbox.requests.values()]).toEqual([
      {
        at: now.getTime(),
        kind: 'viewing',
        estateId: '1',
        estateTitle: estates[0]!.title,
        visitorUid: 'uid-9',
        visitor: {
          account: 'uid-9@example.com',
          name: body.name,
          email: body.email,
          phone: '',
        },
        dates: body.dates,
        timeZone: 'UTC',
        message: '',
        language: 'en',
        recipient: { name: agent.name, address: agent.email },
        mail: 'sent',
        status: 'new',
        assignee: null,
        readBy: [],
        // The agent's mail's own Message-ID and subject: what a reply from the inbox threads on.
        mailMessageId: sent[0]!.messageId,
        mailSubject: sent[0]!.subject,
        repliedAt: null,
      },
    ])
    expect(sent[0]!.messageId).toMatch(/^<[0-9a-f-]{36}@luxuryliving\.example>$/)
    expect(sent[0]!.to).toEqual({ name: agent.name, address: agent.email })
  })

  it('mails nothing and gives the slots back when the request cannot be kept (503) @fault', async () => {
    const release = vi.fn(async () => undefined)
    const limiter: RateLimiter = { take: async () => ({ ok: true, release }) }
    const setup = deps({
      limiters: { visitor: limiter, agent: limiter, address: limiter },
      inbox: {
        add: () => Promise.reject(new Error('UNAVAILABLE')),
        setMail: async () => undefined,
      },
    })
    const answer = await handleEnquiry(post({ ip: '203.0.113.1' }), setup)
    expect(answer).toMatchObject({
      status: 503,
      headers: { 'Retry-After': '60' },
      body: { error: { code: 'store-failed', message: errors.mailFailed } },
    })
    expect(setup.send).not.toHaveBeenCalled()
    expect(release).toHaveBeenCalledTimes(3)
  })

  it('keeps a request whose mail failed, marked so: the agency still sees it @fault', async () => {
    const inbox = memoryInbox()
    const setup = deps({
      inbox,
      send: vi.fn(() => Promise.reject(new Error('421'))),
    })
    const answer = await handleEnquiry(post(), setup)
    expect(answer.status).toBe(502)
    expect([...inbox.requests.values()].map((one) => one.mail)).toEqual(['failed'])
  })

  it('still answers when the mail went out but its state could not be kept', async () => {
    const inbox = memoryInbox()
    const setup = deps({
      inbox: { add: inbox.add, setMail: () => Promise.reject(new Error('UNAVAILABLE')) },
    })
    const answer = await handleEnquiry(post(), setup)
    expect(answer.status).toBe(200)
    expect(inbox.requests.size).toBe(1)
  })
})

describe('figures per listing (issue 46)', () => {
  it("counts a kept request on its estate's UTC day, and a refused one not", async () => {
    const figures = memoryFigures()
    const made = deps({ figures })
    expect((await handleEnquiry(post(), made)).status).toBe(200)
    expect((await handleEnquiry(post({ token: 'uid-unverified' }), made)).status).toBe(403)
    expect((await figures.days('1', ['2026-11-23']))[0]).toMatchObject({ enquiries: 1 })
  })
})
