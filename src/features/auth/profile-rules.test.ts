import { fastestMs, pathologicalEmails } from '@/testing/pathological-emails'
import { checkFields } from '@/lib/use-schema-form'
import { authMessages } from './messages'
import { registerRules, updateRules } from './profile-rules'

const { validation } = authMessages
const valid = {
  name: 'Ada Lovelace',
  photoURL: 'https://example.com/ada.png',
  email: 'ada@example.com',
  password: 'Engine1',
}

describe('register rules', () => {
  it('accepts a complete registration', () => {
    expect(checkFields(registerRules, valid)).toEqual({ ok: true, data: valid })
  })

  it('names every missing field with the spec messages', () => {
    expect(
      checkFields(registerRules, { name: ' ', photoURL: '', email: '', password: '' }),
    ).toEqual({
      ok: false,
      errors: {
        name: validation.nameRequired,
        photoURL: validation.photoRequired,
        email: validation.emailRequired,
        password: validation.passwordTooShort,
      },
    })
  })

  it.each([
    ['abc', validation.passwordTooShort],
    ['Abc12', validation.passwordTooShort],
    ['𐀀𐀀𐀀', validation.passwordTooShort],
    ['abcdef', validation.passwordWeak],
    ['ABCDEF', validation.passwordWeak],
  ])('password %s: %s', (password, message) => {
    expect(checkFields(registerRules, { ...valid, password })).toEqual({
      ok: false,
      errors: { password: message },
    })
  })

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com'])(
    'email %s is not valid',
    (email) => {
      expect(checkFields(registerRules, { ...valid, email })).toEqual({
        ok: false,
        errors: { email: validation.emailInvalid },
      })
    },
  )

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/a.png',
    'not a url',
  ])('photo URL %s is refused', (photoURL) => {
    expect(checkFields(registerRules, { ...valid, photoURL })).toEqual({
      ok: false,
      errors: { photoURL: validation.photoInvalid },
    })
  })
})

describe('update rules', () => {
  it('needs name, photo and email but no password', () => {
    const profile = { name: valid.name, photoURL: valid.photoURL, email: valid.email }
    expect(checkFields(updateRules, profile)).toEqual({ ok: true, data: profile })
    expect(checkFields(updateRules, { name: '', photoURL: '', email: '' })).toEqual({
      ok: false,
      errors: {
        name: validation.nameRequired,
        photoURL: validation.photoRequired,
        email: validation.emailRequired,
      },
    })
  })
})

describe('the email rule and a very long address', () => {
  it('refuses a 16 KB address in under 20 ms, as too long, before any pattern runs', () => {
    for (const email of pathologicalEmails) {
      let result: ReturnType<typeof checkFields> | undefined
      expect(
        fastestMs(() => (result = checkFields(registerRules, { ...valid, email }))),
      ).toBeLessThan(20)
      expect(result).toEqual({ ok: false, errors: { email: validation.emailInvalid } })
    }
    const longest = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`
    expect(longest).toHaveLength(254)
    expect(checkFields(registerRules, { ...valid, email: longest }).ok).toBe(true)
    expect(checkFields(registerRules, { ...valid, email: `a${longest}` })).toEqual({
      ok: false,
      errors: { email: validation.emailInvalid },
    })
  })
})
