import { readActionLink } from './action-link'

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
