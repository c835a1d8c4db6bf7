import { EMAIL_PATTERN } from './email-address'

describe('the email pattern', () => {
  it.each(['ana@example.com', 'ana.maria+viewing@mail.example.co.uk', "o'neil@example.ie"])(
    'accepts %s',
    (address) => expect(EMAIL_PATTERN.test(address)).toBe(true),
  )

  // Each of these would add a recipient or break the Reply-To header the address is put in.
  it.each([
    'ana@example.com, eve@evil.example',
    'ana@example.com;eve@evil.example',
    'Ana <ana@example.com>',
    '"ana"@example.com',
    'ana smith@example.com',
    'ana@example.com\r\nBcc: eve@evil.example',
    'ana\t@example.com',
    'ana:x@example.com',
    'ana@example',
    '@example.com',
  ])('refuses %j', (address) => expect(EMAIL_PATTERN.test(address)).toBe(false))
})
