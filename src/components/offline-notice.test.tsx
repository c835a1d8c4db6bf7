import { act, render, screen } from '@testing-library/react'
import { OfflineNotice } from './offline-notice'
import { sharedMessages } from './messages'

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

test('an empty live region while online; the note appears offline and goes when back', () => {
  render(<OfflineNotice />)
  const region = screen.getByRole('status')
  expect(region).toBeEmptyDOMElement()

  goOnline(false)
  expect(screen.getByRole('status')).toBe(region)
  expect(region).toHaveTextContent(sharedMessages.offline)
  expect(sharedMessages.offline).toMatch(/^You are offline\./)

  goOnline(true)
  expect(region).toBeEmptyDOMElement()
})

test('a page opened offline says so at once', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  render(<OfflineNotice />)
  expect(screen.getByRole('status')).toHaveTextContent(sharedMessages.offline)
})
