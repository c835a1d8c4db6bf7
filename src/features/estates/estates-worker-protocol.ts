import type { JsonLoadError } from '@/lib/fetch-json'
import type { Estate } from './estate-schema'

/**
 * The data file's body, requested by the page while the worker's own code downloads: a stream the
 * worker reads, or the bytes where a browser cannot hand a stream over.
 */
export type EstatesWorkerRequest = { url: string; body: ReadableStream<Uint8Array> | ArrayBuffer }

export type EstatesWorkerReply =
  | { type: 'slice'; estates: Estate[] }
  | { type: 'done'; skipped: number; warnings: string[] }
  | { type: 'error'; reason: JsonLoadError['reason']; message: string }
