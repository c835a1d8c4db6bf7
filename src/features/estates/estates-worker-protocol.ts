import type { JsonLoadError } from '@/lib/fetch-json'
import type { Estate } from './estate-schema'

export type EstatesWorkerRequest = { url: string }

export type EstatesWorkerReply =
  | { type: 'slice'; estates: Estate[] }
  | { type: 'done'; skipped: number; warnings: string[] }
  | { type: 'error'; reason: JsonLoadError['reason']; message: string }
