import fc from 'fast-check'
import { authMessages } from './messages'
import { EMAIL_FORBIDDEN, EMAIL_MAX_LENGTH } from '@/lib/email-address'
import { PROPERTY_RUNS } from '@/testing/property-runs'
import { checkFields } from '@/lib/use-schema-form'
import { registerRules, updateRules } from './profile-rules'

const { validation } = authMessages

// An independent model of the spec's rules, written differently from the schemas on purpose.
function expectedNameError(name: string) {
  return name.trim() === '' ? validation.nameRequired : undefined
}
function expectedPhotoError(photo: string) {
  const value = photo.trim()
  if (value === '') return validation.photoRequired
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
      ? undefined
      : validation.photoInvalid
  } catch {
    return validation.photoInvalid
  }
}
function expectedEmailError(email: string) {
  const value = email.trim()
  if (value === '') return validation.emailRequired
  const parts = value.split('@')
  if (value.length > EMAIL_MAX_LENGTH || parts.length !== 2 || EMAIL_FORBIDDEN.test(value))
    return validation.emailInvalid
  const [local = '', domain = ''] = parts
  const labels = domain.split('.')
  const last = labels[labels.length - 1] ?? ''
  const valid =
    local.length > 0 &&
    labels.length > 1 &&
    labels.slice(0, -1).join('.').length > 0 &&
    last.length >= 2
  return valid ? undefined : validation.emailInvalid
}
function expectedPasswordError(password: string) {
  if (Array.from(password).length < 6) return validation.passwordTooShort
  const hasLower = password !== password.toUpperCase() && /[a-z]/.test(password)
  const hasUpper = password !== password.toLowerCase() && /[A-Z]/.test(password)
  return hasLower && hasUpper ? undefined : validation.passwordWeak
}

// Inputs people (and attackers) type: plain text, unicode, whitespace, hostile markup and URLs.
const hostile = fc.constantFrom(
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\u202Eevil\u202C',
  '   ',
  '',
  'x'.repeat(5000),
)
const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), hostile)
const photo = fc.oneof(
  fc.webUrl(),
  fc.webUrl().map((url) => ` ${url} `),
  text,
)
const email = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((address) => address.toUpperCase()),
  // Addresses that would split a mail header: the pattern refuses them.
  fc
    .tuple(fc.emailAddress(), fc.constantFrom(',', ';', '<', '>', '"', ' ', '\t', ':'))
    .map(([address, char]) => address.replace('@', `${char}@`)),
  text,
)
const password = fc.oneof(fc.string({ minLength: 0, maxLength: 12 }), text)

function withoutUndefined(errors: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined))
}

describe('form rules, property-based', () => {
  it(`register: exactly the inputs the rules allow are accepted (${PROPERTY_RUNS} inputs)`, () => {
    fc.assert(
      fc.property(text, photo, email, password, (name, photoURL, address, secret) => {
        const expected = withoutUndefined({
          name: expectedNameError(name),
          photoURL: expectedPhotoError(photoURL),
          email: expectedEmailError(address),
          password: expectedPasswordError(secret),
        })
        const result = checkFields(registerRules, {
          name,
          photoURL,
          email: address,
          password: secret,
        })
        if (Object.keys(expected).length === 0) expect(result.ok).toBe(true)
        else expect(result).toEqual({ ok: false, errors: expected })
      }),
      { numRuns: PROPERTY_RUNS },
    )
  })

  it(`update: exactly the inputs the rules allow are accepted (${PROPERTY_RUNS} inputs)`, () => {
    fc.assert(
      fc.property(text, photo, email, (name, photoURL, address) => {
        const expected = withoutUndefined({
          name: expectedNameError(name),
          photoURL: expectedPhotoError(photoURL),
          email: expectedEmailError(address),
        })
        const result = checkFields(updateRules, { name, photoURL, email: address })
        if (Object.keys(expected).length === 0) expect(result.ok).toBe(true)
        else expect(result).toEqual({ ok: false, errors: expected })
      }),
      { numRuns: PROPERTY_RUNS },
    )
  })

  it('accepted photo URLs are always http(s), never javascript: or data:', () => {
    fc.assert(
      fc.property(photo, (photoURL) => {
        const result = checkFields(updateRules, { name: 'A', photoURL, email: 'a@b.co' })
        if (result.ok) expect(new URL(result.data.photoURL).protocol).toMatch(/^https?:$/)
      }),
      { numRuns: PROPERTY_RUNS },
    )
  })
})
