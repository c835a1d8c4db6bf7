import type { JsonLoadError } from '@/lib/fetch-json'
import type { Estate } from './estate-schema'

/** The data file's bytes, fetched by the page (so the download starts before the worker does). */
export type EstatesWorkerRequest = { url: string; body: ArrayBuffer }

export type EstatesWorkerReply =
  | { type: 'slice'; estates: Estate[] }
  | { type: 'done'; skipped: number; warnings: string[] }
  | { type: 'error'; reason: JsonLoadError['reason']; message: string }
