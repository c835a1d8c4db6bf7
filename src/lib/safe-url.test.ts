import { safeImageUrl, safeRedirectPath } from './safe-url'

describe('safeImageUrl', () => {
  it.each([
    ['https://example.com/a.png', 'https://example.com/a.png'],
    ['http://example.com/a.png', 'http://example.com/a.png'],
    ['/images/a-800.avif', '/images/a-800.avif'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    ['data:image/svg+xml,<svg onload=alert(1)>', undefined],
    ['//evil.example/a.png', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(safeImageUrl(input)).toBe(expected)
  })
})

describe('safeRedirectPath', () => {
  it.each([
    ['/blogs', '/blogs'],
    ['/7?tab=map#here', '/7?tab=map#here'],
    ['//evil.example', '/profile'],
    ['/\\evil.example', '/profile'],
    ['https://evil.example/', '/profile'],
    ['javascript:alert(1)', '/profile'],
    [null, '/profile'],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirectPath(input, '/profile')).toBe(expected)
  })
})
