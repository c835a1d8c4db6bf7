import * as z from 'zod/mini'

/** What the UI shows of a signed-in visitor: never tokens, never the SDK's whole user object. */
export const sessionUserSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  displayName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  photoURL: z.nullable(z.string()),
  providers: z.array(z.object({ providerId: z.string(), email: z.nullable(z.string()) })),
})

export type SessionUser = z.infer<typeof sessionUserSchema>

/** The email of the first linked sign-in provider, as the profile page names it. */
export const providerEmail = (user: SessionUser) =>
  user.providers.find((provider) => provider.email)?.email ?? user.email ?? null

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
