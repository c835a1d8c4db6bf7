import { isEstatePath, paths } from './paths'

describe('isEstatePath', () => {
  it("takes any single segment that no other page has, as the route table's estate route does", () => {
    expect(isEstatePath(paths.estate.href('1'))).toBe(true)
    expect(isEstatePath(paths.estate.href('villa sur mer'))).toBe(true)
    expect(isEstatePath('/7/')).toBe(true)
  })

  it('leaves every other page alone', () => {
    for (const path of ['/', '/login', '/register', '/profile', '/update', '/blogs', '/blogs/1'])
      expect(isEstatePath(path)).toBe(false)
  })
})
