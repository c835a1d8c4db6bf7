import type { ReactNode } from 'react'

/** "Hello, …" and the account's words: the app's page and its first screen (shell.tsx) share them. */
export function ProfileGreeting({ name, account }: { name: ReactNode; account: ReactNode }) {
  return (
    <>
      <h1 className="text-4xl sm:text-5xl">Hello, {name}</h1>
      <p className="text-base-content/75 text-lg">
        Welcome to Luxury Living. You are signed in as{' '}
        <strong className="text-base-content font-semibold break-all">{account}</strong>. Explore
        our collection of estates, and let our advisers arrange a private viewing.
      </p>
    </>
  )
}
