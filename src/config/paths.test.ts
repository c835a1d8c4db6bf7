import { estateIdOf, paths } from './paths'

describe('estateIdOf', () => {
  it("reads the estate of any single segment that no other page has, as the route table's estate route does", () => {
    expect(estateIdOf(paths.estate.href('1'))).toBe('1')
    expect(estateIdOf(paths.estate.href('villa sur mer'))).toBe('villa sur mer')
    expect(estateIdOf('/7/')).toBe('7')
  })

  it('leaves every other page alone', () => {
    for (const path of [
      '/',
      '/login',
      '/register',
      '/profile',
      '/update',
      '/blogs',
      '/blogs/1',
      '/reset-password',
      '/auth/action',
    ])
      expect(estateIdOf(path)).toBeNull()
  })

  it('names no estate for a path that cannot be decoded', () => {
    expect(estateIdOf('/%E0%A4%A')).toBeNull()
  })
})
