import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { MemoryRouter } from 'react-router'
import { MAIN_ID } from './site-frame'
import { usePageFocus } from './use-page-focus'

/** A page with a menu that can go, a list that changes, and two places for a control. */
function Page() {
  usePageFocus()
  const [menu, setMenu] = useState(true)
  const [items, setItems] = useState(['a'])
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      {menu ? (
        <div>
          <button type="button" onClick={() => setMenu(false)}>
            Sign out
          </button>
        </div>
      ) : null}
      <button type="button" onClick={() => setItems((now) => [...now, 'b'])}>
        Add
      </button>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <section aria-label="first">
        <button type="button">Mover</button>
      </section>
      <section aria-label="second" />
    </main>
  )
}

const flush = () => act(() => Promise.resolve())

function renderPage() {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  )
  return document.getElementById(MAIN_ID)
}

describe('usePageFocus', () => {
  it('puts the focus on the content when the focused control itself goes', async () => {
    const main = renderPage()
    const signOut = screen.getByRole('button', { name: 'Sign out' })
    signOut.focus()
    act(() => signOut.click())
    await flush()
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull()
    expect(document.activeElement).toBe(main)
  })

  it('leaves the focus where it is when something else on the page changes', async () => {
    renderPage()
    const add = screen.getByRole('button', { name: 'Add' })
    add.focus()
    act(() => add.click())
    await flush()
    expect(screen.getByText('b')).toBeInTheDocument()
    expect(document.activeElement).toBe(add)
  })

  it('follows a control moved elsewhere, and acts when it goes from its new place', async () => {
    const main = renderPage()
    const mover = screen.getByRole('button', { name: 'Mover' })
    mover.focus()
    // Moved by script (the focus falls to the body on the way), then removed from there.
    act(() => screen.getByRole('region', { name: 'second' }).append(mover))
    await flush()
    act(() => mover.remove())
    await flush()
    expect(document.activeElement).toBe(main)
  })

  it('acts when an element around the focused control goes, not only the control', async () => {
    const main = renderPage()
    const signOut = screen.getByRole('button', { name: 'Sign out' })
    signOut.focus()
    act(() => signOut.parentElement?.remove())
    await flush()
    expect(document.activeElement).toBe(main)
  })
})
