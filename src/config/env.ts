import type { Env } from './env-schema'

declare const __APP_ENV__: Env

/**
 * The settings, validated by the schema when the build (or the dev server) starts: a missing one
 * stops it, by name. They are baked into the bundle, so the browser never needs the schema itself.
 */
export const env: Env = __APP_ENV__
