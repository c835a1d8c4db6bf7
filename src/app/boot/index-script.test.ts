import { SESSION_STORAGE_KEY } from '@/config/constants'
import { sessionSlot } from '@/features/auth/session-slots'
import { greetingOf, needsVerification, type SessionUser } from '@/features/auth/session-user'
import { sessionUser } from '@/testing/session-users'
import html from '../../../index.html?raw'
import { profileMessages } from '../messages'

// The one inline script of index.html, which every built page carries.
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

const root = document.documentElement
const slotted = (slot: 'name' | 'account', otherwise?: string) =>
  Object.entries(sessionSlot(slot, otherwise))
    .map(([attribute, value]) => `${attribute}="${value}"`)
    .join(' ')

/** Runs the script with `stored` as the cached session, then the parser adds `markup`. */
async function pageWith(stored: string | null, markup: string) {
  if (stored === null) localStorage.removeItem(SESSION_STORAGE_KEY)
  else localStorage.setItem(SESSION_STORAGE_KEY, stored)
  new Function(script)()
  document.body.innerHTML = markup
  // Mutation observers are told at the next microtask checkpoint, before the browser paints.
  await Promise.resolve()
}

const greeting = `<h1>Hello, <span ${slotted('name', profileMessages.someone)}></span></h1><p><span ${slotted('account', profileMessages.yourAccount)}></span></p>`

afterEach(() => {
  // The parsing done: the script stops watching the page.
  dispatchEvent(new Event('DOMContentLoaded'))
  root.className = ''
  document.body.innerHTML = ''
  localStorage.clear()
})

it('is the only inline script, with a session to read', () => {
  expect(html.match(/<script>/g)).toHaveLength(1)
  expect(script).toContain(`'${SESSION_STORAGE_KEY}'`)
})

it("fills the page's slots as they arrive, with the words greetingOf gives", async () => {
  const user = sessionUser({ displayName: '  Ada Lovelace ' })
  await pageWith(JSON.stringify(user), greeting)
  const { name, account } = greetingOf(user)
  expect(document.querySelector('h1')?.textContent).toBe(`Hello, ${name}`)
  expect(document.querySelector('p')?.textContent).toBe(account)
  expect(name).toBe('Ada Lovelace')
})

it("says the slot's own words where the session has none, as the profile page does", async () => {
  const user = sessionUser({ displayName: '  ', email: null, providers: [] })
  await pageWith(JSON.stringify(user), greeting)
  expect(greetingOf(user)).toEqual({ name: null, account: null })
  expect(document.querySelector('h1')?.textContent).toBe(`Hello, ${profileMessages.someone}`)
  expect(document.querySelector('p')?.textContent).toBe(profileMessages.yourAccount)
})

it("takes a provider's address before the account's own, as greetingOf does", async () => {
  const user = sessionUser({
    email: null,
    providers: [
      { providerId: 'google.com', email: null },
      { providerId: 'github.com', email: 'ada@github.example' },
    ],
  })
  await pageWith(JSON.stringify(user), greeting)
  expect(document.querySelector('p')?.textContent).toBe(greetingOf(user).account)
})

it('puts hostile text in as text, never as markup', async () => {
  const name = '<img src=x onerror=alert(1)>'
  await pageWith(JSON.stringify(sessionUser({ displayName: name })), greeting)
  expect(document.querySelector('img')).toBeNull()
  expect(document.querySelector('h1')?.textContent).toBe(`Hello, ${name}`)
})

it.each<[string, Partial<SessionUser>]>([
  ['an unverified email account', {}],
  ['a verified one', { emailVerified: true }],
  ['a Google account', { providers: [{ providerId: 'google.com', email: 'ada@example.com' }] }],
])('marks the session, and the reminder as needsVerification says, for %s', async (_, fields) => {
  const user = sessionUser(fields)
  await pageWith(JSON.stringify(user), '')
  expect(root.classList.contains('has-session')).toBe(true)
  expect(root.classList.contains('needs-verification')).toBe(needsVerification(user))
})

it('stops watching once the page is parsed', async () => {
  await pageWith(JSON.stringify(sessionUser()), '')
  dispatchEvent(new Event('DOMContentLoaded'))
  document.body.innerHTML = greeting
  await Promise.resolve()
  expect(document.querySelector('h1')?.textContent).toBe('Hello, ')
})

it('marks nothing for a guest, and throws nothing for a session it cannot read', async () => {
  await pageWith(null, greeting)
  expect(root.className).toBe('')
  expect(document.querySelector('h1')?.textContent).toBe('Hello, ')
  dispatchEvent(new Event('DOMContentLoaded'))
  await pageWith('{not json', greeting)
  expect(root.className).toBe('has-session')
  expect(document.querySelector('h1')?.textContent).toBe('Hello, ')
})
