import { rememberPendingSave, takePendingSave } from './pending-save'

describe('the estate a guest meant to save', () => {
  beforeEach(() => sessionStorage.clear())

  it('is remembered until it is taken, once', () => {
    rememberPendingSave({ id: '9', title: 'Villa Azur' })
    expect(takePendingSave()).toEqual({ id: '9', title: 'Villa Azur' })
    expect(takePendingSave()).toBeNull()
  })

  it('reads anything damaged as nothing', () => {
    sessionStorage.setItem('pending-saved-estate', '{"id": 9}')
    expect(takePendingSave()).toBeNull()
    sessionStorage.setItem('pending-saved-estate', 'nope')
    expect(takePendingSave()).toBeNull()
  })
})
