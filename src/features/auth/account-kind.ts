import type { SessionUser, SocialProvider } from './session-user'

/*
 * What kind of account a person has, for the account pages and the layout. Apart from
 * session-user.ts, which the entry carries before the first paint.
 */

/** Signs in with an email and a password (rather than only with Google or GitHub). */
export const hasPassword = (user: SessionUser) =>
  user.providers.some((provider) => provider.providerId === 'password')

/** An email account whose address is not confirmed yet: Google and GitHub ones are verified. */
export const needsVerification = (user: SessionUser) => hasPassword(user) && !user.emailVerified

export const isSocialProvider = (value: string): value is SocialProvider =>
  value === 'google' || value === 'github'
