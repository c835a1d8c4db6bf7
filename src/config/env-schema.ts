import * as z from 'zod/mini'

const filled = (what: string) => z.string().check(z.trim(), z.minLength(1, what))

/** Empty means "not set". */
const optionalText = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((value) => value || undefined),
)

/**
 * The build's settings: the Firebase web config, the local auth emulator (if any), the site's own
 * origin (for the absolute URLs search engines and link previews need) and the map tiles.
 */
export const envSchema = z.object({
  VITE_FIREBASE_API_KEY: filled('the Firebase web API key'),
  VITE_FIREBASE_AUTH_DOMAIN: filled('the Firebase auth domain'),
  VITE_FIREBASE_PROJECT_ID: filled('the Firebase project id'),
  VITE_FIREBASE_APP_ID: optionalText,
  VITE_AUTH_EMULATOR_URL: z.pipe(
    optionalText,
    z.optional(
      z.string().check(z.refine((value) => /^https?:\/\/[^/]+/.test(value), 'an http(s) URL')),
    ),
  ),
  VITE_SITE_ORIGIN: z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => /^https?:\/\/[^/\s]+\/?$/.test(value),
        "the site's origin, e.g. https://luxury-living.example (no path)",
      ),
    ),
    z.transform((value) => value.replace(/\/$/, '')),
  ),
  VITE_MAP_TILE_URL: z.string().check(
    z.trim(),
    z.refine(
      (value) => /^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(value),
      'a tile URL template with {z}, {x} and {y}',
    ),
  ),
})

export type Env = z.infer<typeof envSchema>

/** Parses raw settings or throws one error naming every missing or invalid one. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw)
  if (result.success) return result.data
  const problems = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
  )
  throw new Error(
    `Luxury Living cannot start: these settings are missing or invalid (see .env and the README):\n${problems.join('\n')}`,
  )
}
