/** What the UI shows of a signed-in visitor: never tokens, never the SDK's whole user object. */
export type SessionUser = {
  uid: string
  displayName: string | null
  email: string | null
  photoURL: string | null
  /** Missing in records stored before it was kept: read as verified until the provider says. */
  emailVerified: boolean
  providers: { providerId: string; email: string | null }[]
}

export type SocialProvider = 'google' | 'github'

/** Signs in with an email and a password (rather than only with Google or GitHub). */
export const hasPassword = (user: SessionUser) =>
  user.providers.some((provider) => provider.providerId === 'password')

/** An email account whose address is not confirmed yet: Google and GitHub ones are verified. */
export const needsVerification = (user: SessionUser) => hasPassword(user) && !user.emailVerified

export const isSocialProvider = (value: string): value is SocialProvider =>
  value === 'google' || value === 'github'

const isText = (value: unknown): value is string => typeof value === 'string'
const isTextOrNull = (value: unknown) => value === null || isText(value)
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads a stored session record into exactly the public fields, or null when it does not fit.
 * Hand-written rather than a zod schema: it runs before the first paint of every page, and this
 * record is the app's own, so the schema library can stay out of the first bundle (decision 004).
 */
export function toSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || !isText(value.uid) || value.uid === '') return null
  if (
    !isTextOrNull(value.displayName) ||
    !isTextOrNull(value.email) ||
    !isTextOrNull(value.photoURL)
  ) {
    return null
  }
  if (value.emailVerified !== undefined && typeof value.emailVerified !== 'boolean') return null
  if (!Array.isArray(value.providers)) return null
  const providers: SessionUser['providers'] = []
  for (const provider of value.providers) {
    if (!isRecord(provider) || !isText(provider.providerId) || !isTextOrNull(provider.email))
      return null
    providers.push({
      providerId: provider.providerId,
      email: (provider.email as string | null) ?? null,
    })
  }
  return {
    uid: value.uid,
    displayName: value.displayName as string | null,
    email: value.email as string | null,
    photoURL: value.photoURL as string | null,
    emailVerified: value.emailVerified !== false,
    providers,
  }
}

/** The email of the first linked sign-in provider, as the profile page names it. */
export const providerEmail = (user: SessionUser) =>
  user.providers.find((provider) => provider.email)?.email ?? user.email ?? null

/**
 * The visitor's words the profile page greets them with: null where the account has none, for the
 * page to say in its own words (profileMessages.someone, .yourAccount).
 */
export const greetingOf = (user: SessionUser) => ({
  name: user.displayName?.trim() || null,
  account: providerEmail(user),
})

export function initialsOf(user: Pick<SessionUser, 'displayName' | 'email'>) {
  const source = user.displayName?.trim() || user.email?.split('@')[0] || '?'
  const words = source.split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [source]
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
}
