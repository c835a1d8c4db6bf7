import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { keepShellParts, ShellFocus, ShellPart } from './shell-part'

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
        <ShellFocus />
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
        <ShellFocus />
      </>,
      { container },
    )
    expect(document.activeElement).toBe(document.body)
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
        <ShellFocus />
      </>,
      { container },
    )
    expect(document.activeElement).toBe(screen.getByText('Login'))
  })
})
