import { render, screen } from '@testing-library/react'
import { greetingOf } from '@/features/auth/session-user'
import { sessionUser } from '@/testing/session-users'
import { profileMessages } from '../../messages'
import { ProfileGreeting } from './profile-greeting'

it("greets an account with no name and no email in the page's own words", () => {
  render(
    <ProfileGreeting
      {...greetingOf(sessionUser({ displayName: null, email: null, providers: [] }))}
    />,
  )
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    `${profileMessages.hello} ${profileMessages.someone}`,
  )
  expect(screen.getByText(profileMessages.yourAccount)).toBeInTheDocument()
})

it('names the visitor and the address of their first provider', () => {
  const user = sessionUser({
    displayName: 'Ada Lovelace',
    providers: [{ providerId: 'github.com', email: 'ada@github.example' }],
  })
  render(<ProfileGreeting {...greetingOf(user)} />)
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello, Ada Lovelace')
  expect(screen.getByText('ada@github.example')).toBeInTheDocument()
})
