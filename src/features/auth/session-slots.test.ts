import { expect, it } from 'vitest'
import { fillSessionSlots } from './session-slots'
import { sessionUser } from '@/testing/session-users'
import type { SessionUser } from './session-user'

// No provider of its own: the account's words come from the fields each test gives.
const visitor = (fields: Partial<SessionUser>) => sessionUser({ providers: [], ...fields })

function page(markup: string) {
  const root = document.createElement('div')
  root.innerHTML = markup
  return root
}

it("fills each slot with the visitor's words, as the profile page says them", () => {
  const root = page(
    '<h1>Hello, <span data-session-slot="name"></span></h1><p><span data-session-slot="account"></span></p>',
  )
  fillSessionSlots(root, visitor({ displayName: '  Ada Lovelace ', email: 'ada@example.com' }))
  expect(root.querySelector('h1')?.textContent).toBe('Hello, Ada Lovelace')
  expect(root.querySelector('p')?.textContent).toBe('ada@example.com')
})

it('says "there" and "your account" when the session has no name and no email', () => {
  const root = page(
    '<span data-session-slot="name"></span><span data-session-slot="account"></span>',
  )
  fillSessionSlots(root, visitor({ displayName: null, email: null }))
  expect(root.textContent).toBe('thereyour account')
})

it('puts hostile text in as text, never as markup', () => {
  const root = page('<span data-session-slot="name"></span>')
  fillSessionSlots(root, visitor({ displayName: '<img src=x onerror=alert(1)>', email: null }))
  expect(root.querySelector('img')).toBeNull()
  expect(root.textContent).toBe('<img src=x onerror=alert(1)>')
})
