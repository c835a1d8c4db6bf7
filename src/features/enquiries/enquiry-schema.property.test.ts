import { fastestMs, pathologicalEmails } from '@/testing/pathological-emails'
import fc from 'fast-check'
import { enquiry } from '@/config/constants'
import { enquiryMessages } from './messages'
import { EMAIL_FORBIDDEN, EMAIL_MAX_LENGTH } from '@/lib/email-address'
import { PROPERTY_RUNS } from '@/testing/property-runs'
import { checkEnquiry } from './enquiry-schema'

const now = new Date('2026-11-23T12:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000

// An independent model of the rules, written differently from the schema on purpose.
const modelAccepts = (value: {
  name: string
  email: string
  phone: string
  dates: string[]
  message: string
  consent: boolean
}) => {
  const name = value.name
    .split(/[\s\p{Cc}]+/u)
    .filter(Boolean)
    .join(' ')
  const email = value.email.trim()
  const [local = '', domain = '', ...extra] = email.split('@')
  const labels = domain.split('.')
  const emailOk =
    extra.length === 0 &&
    email.length <= EMAIL_MAX_LENGTH &&
    !EMAIL_FORBIDDEN.test(email) &&
    local.length > 0 &&
    labels.length > 1 &&
    labels.slice(0, -1).join('.').length > 0 &&
    (labels.at(-1) ?? '').length >= 2
  const phone = value.phone
    .split(/[\s\p{Cc}]+/u)
    .filter(Boolean)
    .join(' ')
  const digits = phone.replace(/^\+/, '')
  const phoneOk =
    phone === '' ||
    (phone.length - (phone.startsWith('+') ? 1 : 0) >= 6 &&
      phone.length - (phone.startsWith('+') ? 1 : 0) <= 20 &&
      /^[0-9]/.test(digits) &&
      /[0-9]$/.test(digits) &&
      [...digits].every((char) => '0123456789 ().-'.includes(char)))
  const datesOk =
    value.dates.length >= 1 &&
    value.dates.length <= enquiry.maxDates &&
    value.dates.every((date) => {
      const time = new Date(date).getTime()
      return time > now.getTime() && time - now.getTime() <= enquiry.horizonDays * DAY
    })
  return (
    name.length >= 1 &&
    name.length <= enquiry.nameMaxLength &&
    emailOk &&
    phoneOk &&
    datesOk &&
    value.message.length <= enquiry.messageMaxLength &&
    value.consent
  )
}

const dateAround = fc
  .integer({ min: -5 * DAY, max: 100 * DAY })
  .map((offset) => new Date(now.getTime() + offset).toISOString())

const input = fc.record({
  name: fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom('Ana', ' \r\n ', 'x'.repeat(101))),
  email: fc.oneof(
    fc.emailAddress(),
    fc.string({ maxLength: 20 }),
    fc.constant(' a@b.co '),
    // It becomes the agent's Reply-To: nothing that could add or split an address.
    fc.constantFrom('a,b@c.co', 'a@b.co, c@d.co', 'a;b@c.co', '<a@b.co>', '"a"@b.co', 'a b@c.co'),
  ),
  phone: fc.oneof(
    fc.constant(''),
    fc.stringMatching(/^\+?[0-9 ().-]{0,24}$/),
    fc.string({ maxLength: 12 }),
  ),
  dates: fc.array(dateAround, { maxLength: 4 }),
  message: fc.oneof(
    fc.string({ maxLength: 50 }),
    fc.constantFrom('m'.repeat(2000), 'm'.repeat(2001)),
  ),
  consent: fc.boolean(),
})

describe('the viewing request rules (property-based)', () => {
  it('accept a request exactly when the rules allow', () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = checkEnquiry({ estateId: '1', timeZone: 'UTC', ...value }, now)
        expect(result.ok).toBe(modelAccepts(value))
      }),
      { numRuns: PROPERTY_RUNS },
    )
  }, 30_000)

  it('never let a line break or control character through in the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }), (name) => {
        const result = checkEnquiry(
          {
            estateId: '1',
            name,
            email: 'a@b.co',
            dates: [new Date(now.getTime() + DAY).toISOString()],
            consent: true,
          },
          now,
        )
        if (result.ok) expect(result.data.name).not.toMatch(/[\r\n\p{Cc}]/u)
      }),
      { numRuns: PROPERTY_RUNS },
    )
  }, 30_000)
})

describe('the viewing request rules', () => {
  const valid = {
    estateId: '7',
    name: 'Ana',
    email: 'ana@example.com',
    dates: [new Date(now.getTime() + DAY).toISOString()],
    consent: true,
  }
  const rules = enquiryMessages.validation

  it('gives each field its own message', () => {
    expect(checkEnquiry({}, now)).toEqual({
      ok: false,
      errors: {
        estateId: rules.estateRequired,
        name: enquiryMessages.validation.nameRequired,
        email: enquiryMessages.validation.emailRequired,
        dates: rules.datesRequired,
        consent: rules.consentRequired,
      },
    })
    expect(
      checkEnquiry(
        {
          ...valid,
          dates: ['2026-11-20T10:00:00.000Z', 'soon', '2027-06-01T10:00:00.000Z'],
          phone: 'call me',
          message: 'm'.repeat(2001),
          timeZone: 'Mars/Olympus',
        },
        now,
      ),
    ).toEqual({
      ok: false,
      errors: {
        'dates.0': rules.dateInPast,
        'dates.1': rules.dateInvalid,
        'dates.2': rules.dateTooFar,
        phone: rules.phoneInvalid,
        message: rules.messageTooLong,
        timeZone: rules.timeZoneInvalid,
      },
    })
    expect(
      checkEnquiry(
        { ...valid, dates: [...valid.dates, ...valid.dates, ...valid.dates, ...valid.dates] },
        now,
      ),
    ).toMatchObject({
      errors: { dates: rules.datesTooMany },
    })
  })

  it('fills the optional fields and keeps the visitor out of it', () => {
    expect(checkEnquiry({ ...valid, uid: 'someone-else', to: 'x@y.z' }, now)).toEqual({
      ok: true,
      data: { ...valid, kind: 'viewing', phone: '', message: '', timeZone: 'UTC', language: 'en' },
    })
  })

  it("carries the page's language, and takes a missing or unknown one for English", () => {
    const languageOf = (language: unknown) => {
      const checked = checkEnquiry({ ...valid, language }, now)
      return checked.ok ? checked.data.language : checked.errors
    }
    expect(languageOf('fr')).toBe('fr')
    expect(languageOf('de')).toBe('de')
    for (const unknown of [undefined, 'es', 'FR', 42, { fr: true }]) {
      expect(languageOf(unknown)).toBe('en')
    }
  })

  it('a request for a similar home has no dates, and a kind is one of the two', () => {
    expect(checkEnquiry({ ...valid, kind: 'similar', dates: [] }, now)).toMatchObject({
      ok: true,
      data: { kind: 'similar', dates: [] },
    })
    expect(checkEnquiry({ ...valid, kind: 'similar', dates: undefined }, now)).toMatchObject({
      ok: true,
    })
    expect(checkEnquiry({ ...valid, kind: 'similar' }, now)).toEqual({
      ok: false,
      errors: { dates: rules.datesNotWanted },
    })
    expect(checkEnquiry({ ...valid, kind: 'tour' }, now)).toMatchObject({
      ok: false,
      errors: { kind: expect.any(String) },
    })
  })
})

describe('the viewing request rules and a very long address', () => {
  it('refuse a 16 KB address in under 20 ms, as too long, before any pattern runs', () => {
    for (const email of pathologicalEmails) {
      const request = {
        estateId: '7',
        name: 'Ana',
        email,
        dates: [new Date(now.getTime() + DAY).toISOString()],
        consent: true,
      }
      let result: ReturnType<typeof checkEnquiry> | undefined
      expect(fastestMs(() => (result = checkEnquiry(request, now)))).toBeLessThan(20)
      expect(result).toEqual({
        ok: false,
        errors: { email: enquiryMessages.validation.emailInvalid },
      })
    }
  })
})
