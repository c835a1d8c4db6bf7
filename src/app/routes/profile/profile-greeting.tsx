import type { ReactNode } from 'react'
import { profileMessages } from '../../messages'

/** "Hello, …" and the account's words: the app's page and its first screen (shell.tsx) share them. */
export function ProfileGreeting({
  name,
  account,
}: {
  /** Null for an account with no name or no email: the page's own words go there. */
  name: ReactNode | null
  account: ReactNode | null
}) {
  return (
    <>
      <h1 className="text-4xl sm:text-5xl">
        {profileMessages.hello} {name ?? profileMessages.someone}
      </h1>
      <p className="text-base-content/75 text-lg">
        {profileMessages.welcome.before}{' '}
        <strong className="text-base-content font-semibold break-all">
          {account ?? profileMessages.yourAccount}
        </strong>
        {profileMessages.welcome.after}
      </p>
    </>
  )
}
