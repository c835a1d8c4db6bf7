afterEach(() => {
  vi.doUnmock('./firebase')
  vi.resetModules()
  vi.restoreAllMocks()
})

it("keeps a failed download of the provider's SDK quiet, and tries again once back online", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.doMock('./firebase', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  const { watchSession } = await import('./watch-session')
  await expect(watchSession()).resolves.toBeUndefined()
  expect(warn).toHaveBeenCalledOnce()

  const observeUser = vi.fn()
  vi.doMock('./firebase', () => ({ observeUser }))
  dispatchEvent(new Event('online'))
  await vi.waitFor(() => expect(observeUser).toHaveBeenCalledOnce())
})
