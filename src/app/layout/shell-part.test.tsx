import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepShellParts, ShellPlace, ShellPart } from './shell-part'

/** A container holding a shell's markup, as the built HTML has it before the app starts. */
function shell(markup: string) {
  const container = document.createElement('div')
  container.innerHTML = markup
  document.body.replaceChildren(container)
  return container
}

describe('the hand-over from the static shell to the app', () => {
  it('keeps a marked part on screen, the same nodes, until the app draws its own', () => {
    const container = shell(
      '<section><div data-shell-part="cards"><p>Shell card</p></div></section>',
    )
    const shellCard = screen.getByText('Shell card')
    keepShellParts(container)
    render(
      <section>
        <ShellPart name="cards" fallback={<p>Skeleton</p>} />
      </section>,
      { container },
    )
    expect(screen.getByText('Shell card')).toBe(shellCard)
    expect(screen.queryByText('Skeleton')).toBeNull()
  })

  it('gives a part once: a later page draws its fallback', () => {
    const container = shell('<div data-shell-part="cards"><p>Shell card</p></div>')
    keepShellParts(container)
    const { rerender } = render(<ShellPart key="first" name="cards" fallback={<p>Skeleton</p>} />, {
      container,
    })
    rerender(<ShellPart key="later" name="cards" fallback={<p>Skeleton</p>} />)
    expect(screen.getByText('Skeleton')).toBeTruthy()
  })

  it('puts the focus back on the control in the same place of the app’s page', () => {
    const container = shell('<nav><a href="/">Home</a><a href="/login">Login</a></nav>')
    act(() => screen.getByText('Login').focus())
    keepShellParts(container)
    render(
      <>
        <nav>
          <a href="/">Home</a>
          <a href="/login">Login</a>
        </nav>
        <ShellPlace />
      </>,
      { container },
    )
    expect(document.activeElement).toBe(screen.getByText('Login'))
  })

  it('follows the focus the visitor moves while the app draws (its first render yields)', () => {
    const container = shell('<nav><a href="#main">Skip</a><a href="/login">Login</a></nav>')
    // Noted with the focus nowhere yet; then the visitor presses Tab twice before the app draws.
    keepShellParts(container)
    act(() => screen.getByText('Skip').focus())
    act(() => screen.getByText('Login').focus())
    render(
      <>
        <nav>
          <a href="#main">Skip</a>
          <a href="/login">Login</a>
        </nav>
        <ShellPlace />
      </>,
      { container },
    )
    expect(document.activeElement).toBe(screen.getByText('Login'))
  })

  it('leaves the focus alone when the app’s page has something else in that place', () => {
    const container = shell('<nav><a href="/">Home</a><a href="/login">Login</a></nav>')
    act(() => screen.getByText('Login').focus())
    keepShellParts(container)
    render(
      <>
        <nav>
          <a href="/">Home</a>
          <span>Login</span>
        </nav>
        <ShellPlace />
      </>,
      { container },
    )
    expect(document.activeElement).toBe(document.body)
  })

  describe('scrolled', () => {
    afterEach(() => {
      vi.restoreAllMocks()
    })

    it('the app’s page is scrolled as far as the visitor had scrolled the shell', () => {
      const container = shell('<main><p>Shell page</p></main>')
      const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0)
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
      keepShellParts(container)
      // The visitor scrolls while the app's code is on its way.
      scrollY.mockReturnValue(900)
      window.dispatchEvent(new Event('scroll'))
      render(
        <>
          <main>App page</main>
          <ShellPlace />
        </>,
        { container },
      )
      expect(scrollTo).toHaveBeenCalledWith({ top: 900, behavior: 'instant' })
    })

    it('a shell left at its top leaves the app’s page to the router', () => {
      const container = shell('<main><p>Shell page</p></main>')
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0)
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
      keepShellParts(container)
      render(<ShellPlace />, { container })
      expect(scrollTo).not.toHaveBeenCalled()
    })
  })

  it('finds the same control when the app wraps the page differently', () => {
    const container = shell('<div><nav><a href="/">Home</a><a href="/login">Login</a></nav></div>')
    act(() => screen.getByText('Login').focus())
    keepShellParts(container)
    render(
      <>
        <div role="region" aria-label="Notifications" />
        <div>
          <nav>
            <a href="/">Home</a>
            <a href="/login">Login</a>
          </nav>
        </div>
        <ShellPlace />
      </>,
      { container },
    )
    expect(document.activeElement).toBe(screen.getByText('Login'))
  })
})
