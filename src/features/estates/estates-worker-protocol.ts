import type { JsonLoadError } from '@/lib/fetch-json'
import type { Estate } from './estate-schema'

/** The data file's bytes, downloaded by the page while the worker's own code downloads. */
export type EstatesWorkerRequest = { url: string; bytes: ArrayBuffer }

export type EstatesWorkerReply =
  | { type: 'slice'; estates: Estate[] }
  | { type: 'done'; skipped: number; warnings: string[] }
  | { type: 'error'; reason: JsonLoadError['reason']; message: string }
