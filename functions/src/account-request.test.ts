import { authenticate, SIGN_IN_AGAIN, wordsFor, type VerifyToken } from './account-request'

const verify: VerifyToken = async (token) => {
  if (token === 'good') return { uid: 'uid-1', email: 'a@example.com', email_verified: true }
  if (token === 'expired') throw Object.assign(new Error('x'), { code: 'auth/id-token-expired' })
  throw Object.assign(new Error('x'), { code: 'auth/id-token-revoked' })
}
const withToken = (authorization?: string | string[]) => ({ headers: { authorization } })

describe('who is asking', () => {
  it('takes the account from the token alone', async () => {
    expect(await authenticate(withToken('Bearer good'), verify)).toEqual({
      ok: true,
      account: { uid: 'uid-1', email: 'a@example.com', emailVerified: true },
    })
  })

  it('answers 401 without a bearer token, or with one the provider refuses', async () => {
    for (const header of [undefined, 'good', 'Basic good', 'Bearer revoked']) {
      const result = await authenticate(withToken(header), verify)
      expect(result).toMatchObject({
        ok: false,
        answer: {
          status: 401,
          body: { error: { code: 'unauthenticated', message: SIGN_IN_AGAIN } },
        },
      })
    }
  })

  it('tells an expired token apart, in the words the function gives', async () => {
    const result = await authenticate(withToken('Bearer expired'), verify, { signIn: 'Again.' })
    expect(result).toEqual({
      ok: false,
      answer: {
        status: 401,
        headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
        body: { error: { code: 'token-expired', message: 'Again.' } },
      },
    })
  })
})

describe("the page's language", () => {
  const catalogues = {
    en: { hello: 'Hello' },
    fr: { hello: 'Bonjour' },
    de: { hello: 'Guten Tag' },
  }
  const askedIn = (acceptLanguage?: string) =>
    wordsFor({ headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} }, catalogues)

  it('picks the catalogue of the first language of Accept-Language, English for any other', () => {
    expect(askedIn('fr')).toEqual({ language: 'fr', words: { hello: 'Bonjour' } })
    expect(askedIn('de-CH,de;q=0.9,en;q=0.8')).toEqual({
      language: 'de',
      words: { hello: 'Guten Tag' },
    })
    // The site sends one language, its page's: a list is read by its first only.
    expect(askedIn('es,fr;q=0.9').language).toBe('en')
    expect(askedIn().language).toBe('en')
  })
})
