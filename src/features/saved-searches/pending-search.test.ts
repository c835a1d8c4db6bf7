import { pendingSearch } from './pending-search'

describe('the search a guest meant to save', () => {
  beforeEach(() => sessionStorage.clear())

  it('is remembered until it is taken, once, apart from a pending estate', () => {
    sessionStorage.setItem('pending-saved-estate', '{"id":"9","title":"Villa Azur"}')
    pendingSearch.remember({ query: 'status=rent' })
    expect(pendingSearch.take()).toEqual({ query: 'status=rent' })
    expect(pendingSearch.take()).toBeNull()
    expect(sessionStorage.getItem('pending-saved-estate')).not.toBeNull()
  })

  it('reads anything damaged as nothing', () => {
    sessionStorage.setItem('pending-saved-search', '{"query": 9}')
    expect(pendingSearch.take()).toBeNull()
    sessionStorage.setItem('pending-saved-search', 'nope')
    expect(pendingSearch.take()).toBeNull()
  })
})
