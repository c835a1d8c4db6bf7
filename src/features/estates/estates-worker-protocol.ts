import type { TranslatedLanguage } from '@/config/languages'
import type { JsonLoadError } from '@/lib/fetch-json'
import type { Estate } from './estate-schema'

type WorkerBody = ReadableStream<Uint8Array> | ArrayBuffer

/**
 * The data file's body, requested by the page while the worker's own code downloads: a stream the
 * worker reads, or the bytes where a browser cannot hand a stream over.
 */
export type EstatesWorkerRequest = {
  url: string
  body: WorkerBody
  /**
   * In a language other than English, its translations file (decision 038), requested with the
   * data file: its body, or none where it could not be had (the page warned; English is shown).
   */
  translation?: { url: string; language: TranslatedLanguage; body?: WorkerBody }
}

export type EstatesWorkerReply =
  | { type: 'slice'; estates: Estate[] }
  | { type: 'done'; skipped: number; warnings: string[] }
  | { type: 'error'; reason: JsonLoadError['reason']; message: string }
