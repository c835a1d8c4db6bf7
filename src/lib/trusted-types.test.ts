describe('the site’s Trusted Types policy', () => {
  // Each test takes a fresh copy of the module: the sanitiser is set once per page.
  beforeEach(() => vi.resetModules())
  const load = () => import('./trusted-types')

  it('refuses HTML until a sanitiser is handed over, then sanitises every string', async () => {
    const { defaultPolicy, allowSanitisedHtml } = await load()
    expect(defaultPolicy.createHTML('<b>hello</b>')).toBeNull()
    allowSanitisedHtml((html) => html.replace(/<script.*<\/script>/, ''))
    expect(defaultPolicy.createHTML('<b>hi</b><script>alert(1)</script>')).toBe('<b>hi</b>')
  })

  it('keeps the first sanitiser: a later one cannot loosen it', async () => {
    const { defaultPolicy, allowSanitisedHtml } = await load()
    allowSanitisedHtml(() => 'first')
    allowSanitisedHtml((html) => html)
    expect(defaultPolicy.createHTML('<img onerror=alert(1)>')).toBe('first')
  })

  it('lets scripts load from the site and Google’s API loader only', async () => {
    const { defaultPolicy } = await load()
    for (const url of [
      '/assets/app.js',
      `${location.origin}/sw.js`,
      'https://apis.google.com/js/api.js?onload=__iframefcb1',
    ])
      expect(defaultPolicy.createScriptURL(url)).toBe(url)
    for (const url of [
      'https://evil.example/x.js',
      '//evil.example/x.js',
      'https://apis.google.com.evil.example/js/api.js',
      'data:text/javascript,alert(1)',
      'javascript:alert(1)',
      'http://[::1',
    ])
      expect(defaultPolicy.createScriptURL(url)).toBeNull()
  })

  it('never makes a script of a string', async () => {
    const { defaultPolicy } = await load()
    expect(defaultPolicy.createScript()).toBeNull()
  })

  it('creates the policy named default once, and survives a second call', async () => {
    const createPolicy = vi
      .fn()
      .mockImplementationOnce(() => ({}))
      .mockImplementation(() => {
        throw new TypeError('Policy with name "default" already exists.')
      })
    vi.stubGlobal('trustedTypes', { createPolicy })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { installTrustedTypesPolicy, defaultPolicy } = await load()
    installTrustedTypesPolicy()
    installTrustedTypesPolicy()
    expect(createPolicy).toHaveBeenCalledWith('default', defaultPolicy)
    expect(warn).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
  })
})
