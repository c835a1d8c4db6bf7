import { localise, routerPathOf, unlocalise } from './languages'

describe('a path in each language', () => {
  it('is English’s at the root and under the language’s code otherwise', () => {
    expect(localise('/login', 'en')).toBe('/login')
    expect(localise('/login', 'fr')).toBe('/fr/login')
    expect(localise('/', 'de')).toBe('/de/')
    expect(localise('/blogs/villa', 'de')).toBe('/de/blogs/villa')
  })

  it('stays on the site whatever the path starts with', () => {
    // `/fr//evil.example/x` is `//evil.example/x` in English: a link to another host.
    expect(localise('//evil.example/x', 'en')).toBe('/evil.example/x')
    expect(localise('/\\evil.example/x', 'en')).toBe('/evil.example/x')
    expect(localise('\\/evil.example', 'fr')).toBe('/fr/evil.example')
    expect(localise('', 'en')).toBe('/')
  })

  it('reads back the language and the path', () => {
    expect(unlocalise('/fr/login')).toEqual({ language: 'fr', path: '/login' })
    expect(unlocalise('/de')).toEqual({ language: 'de', path: '/' })
    expect(unlocalise('/de/')).toEqual({ language: 'de', path: '/' })
    expect(unlocalise('/login')).toEqual({ language: 'en', path: '/login' })
    // An estate's id or a page is not a language because it is two letters long.
    expect(unlocalise('/en/login')).toEqual({ language: 'en', path: '/en/login' })
    expect(unlocalise('/it')).toEqual({ language: 'en', path: '/it' })
    expect(unlocalise('/french')).toEqual({ language: 'en', path: '/french' })
  })

  it('is the router’s own without this build’s prefix (English’s: none)', () => {
    expect(routerPathOf('/login')).toBe('/login')
    expect(routerPathOf('/')).toBe('/')
  })
})
