import { z } from 'zod'

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())

/** The build's settings: the Firebase web config, the local auth emulator (if any) and the map tiles. */
export const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().trim().min(1, 'the Firebase web API key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().trim().min(1, 'the Firebase auth domain'),
  VITE_FIREBASE_PROJECT_ID: z.string().trim().min(1, 'the Firebase project id'),
  VITE_FIREBASE_APP_ID: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  VITE_AUTH_EMULATOR_URL: optionalUrl.optional(),
  VITE_MAP_TILE_URL: z
    .string()
    .trim()
    .refine(
      (value) => /^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(value),
      'a tile URL template with {z}, {x} and {y}',
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
