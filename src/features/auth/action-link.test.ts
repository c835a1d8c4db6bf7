import { actionPageForLanguage, readActionLink } from './action-link'

const read = (query: string) => readActionLink(new URLSearchParams(query))

describe('readActionLink', () => {
  it('reads the two modes the site handles', () => {
    expect(read('mode=resetPassword&oobCode=abc&apiKey=x&lang=en')).toEqual({
      mode: 'resetPassword',
      oobCode: 'abc',
    })
    expect(read('mode=verifyEmail&oobCode=xyz')).toEqual({ mode: 'verifyEmail', oobCode: 'xyz' })
  })

  it.each([
    '',
    'mode=resetPassword',
    'oobCode=abc',
    'mode=recoverEmail&oobCode=abc',
    'mode=resetPassword&oobCode=%20',
  ])('calls "%s" malformed', (query) => {
    expect(read(query)).toBeNull()
  })
})

describe('actionPageForLanguage', () => {
  const at = (query: string) => new URL(`https://example.com/auth/action?${query}`)

  it("sends a link asked in French or German to that language's page, query and all", () => {
    const query = 'mode=resetPassword&oobCode=abc&apiKey=x&lang=fr'
    expect(actionPageForLanguage(at(query), 'en')).toBe(`/fr/auth/action?${query}`)
    expect(actionPageForLanguage(at('mode=verifyEmail&oobCode=x&lang=de-DE'), 'en')).toBe(
      '/de/auth/action?mode=verifyEmail&oobCode=x&lang=de-DE',
    )
  })

  it('keeps English, unknown and missing languages on the English page', () => {
    for (const query of ['mode=resetPassword&oobCode=abc&lang=en', 'oobCode=a&lang=es', 'a=b']) {
      expect(actionPageForLanguage(at(query), 'en')).toBeNull()
    }
  })

  it('never forwards from a French or German page (no loop, no second hop)', () => {
    expect(actionPageForLanguage(at('oobCode=a&lang=fr'), 'fr')).toBeNull()
    expect(actionPageForLanguage(at('oobCode=a&lang=fr'), 'de')).toBeNull()
  })
})
