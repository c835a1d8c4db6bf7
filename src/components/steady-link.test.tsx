import { fireEvent, render, screen } from '@testing-library/react'
import { NavigateContext, SteadyLink } from './steady-link'

// Whether the page handled each click itself; then the click is stopped (jsdom cannot navigate).
let handledByPage: boolean[] = []
const record = (event: MouseEvent) => {
  handledByPage.push(event.defaultPrevented)
  event.preventDefault()
}
beforeEach(() => {
  handledByPage = []
  window.addEventListener('click', record)
})
afterEach(() => window.removeEventListener('click', record))

function renderLink(navigate: ((to: string) => void) | null) {
  render(
    <NavigateContext value={navigate}>
      <SteadyLink to="/7">View Property</SteadyLink>
    </NavigateContext>,
  )
  return screen.getByRole('link', { name: 'View Property' })
}

describe('SteadyLink', () => {
  it('is a link to its page, which a plain click opens inside the app', () => {
    const navigate = vi.fn()
    const link = renderLink(navigate)
    expect(link).toHaveAttribute('href', '/7')
    fireEvent.click(link, { button: 0 })
    expect(handledByPage).toEqual([true])
    expect(navigate).toHaveBeenCalledWith('/7')
  })

  it('leaves a click with a modifier (a new tab, a new window) to the browser', () => {
    const navigate = vi.fn()
    const link = renderLink(navigate)
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      fireEvent.click(link, { button: 0, [modifier]: true })
    fireEvent.click(link, { button: 1 })
    expect(handledByPage).toEqual([false, false, false, false, false])
    expect(navigate).not.toHaveBeenCalled()
  })

  it('outside the app, leaves even a plain click to the browser', () => {
    fireEvent.click(renderLink(null), { button: 0 })
    expect(handledByPage).toEqual([false])
  })
})
