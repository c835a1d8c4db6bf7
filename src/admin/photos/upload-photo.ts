import { photoUploads } from '@/config/constants'
import { adminApi } from '@/config/paths'
import { idToken } from '@/features/auth/auth-actions'
import {
  isPhotoRefusal,
  uploadedPhotoSchema,
  type PhotoRefusal,
  type UploadedPhoto,
} from '@/features/photos/photo-schema'
import { photoTypes, sniffPhoto, SNIFF_BYTES, type PhotoType } from '@/features/photos/photo-types'

/**
 * One photo sent to the admin function (decision 050), with XMLHttpRequest: fetch() cannot tell
 * how much of a request body has gone, and a 20 MB photo on a phone's connection takes a while.
 */

/** Why a photo was not stored this time: trying again may work (the drop zone offers it). */
export type UploadFailure = 'offline' | 'session' | 'forbidden' | 'unavailable' | 'aborted'

export type UploadResult =
  | { kind: 'uploaded'; photo: UploadedPhoto; created: boolean }
  | { kind: 'refused'; refusal: PhotoRefusal }
  | { kind: 'failed'; failure: UploadFailure }

export type FileCheck = { ok: true; type: PhotoType } | { ok: false; refusal: PhotoRefusal }

/**
 * What can be told before sending: the size, and the type by the file's first bytes (not its
 * name, nor the type the browser guesses). The admin function checks both again.
 */
export async function checkPhotoFile(file: Blob): Promise<FileCheck> {
  if (file.size > photoUploads.maxBytes) return { ok: false, refusal: 'too-large' }
  const sniffed = sniffPhoto(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
  if (sniffed.kind === 'heic') return { ok: false, refusal: 'photo-heic' }
  if (sniffed.kind === 'other') return { ok: false, refusal: 'photo-type' }
  return { ok: true, type: sniffed.type }
}

export type UploadOptions = {
  type: PhotoType
  /** Bytes sent so far, of all. */
  onProgress?: (sent: number, total: number) => void
  signal?: AbortSignal
  getIdToken?: (forceRefresh?: boolean) => Promise<string>
  createRequest?: () => XMLHttpRequest
}

/** Long enough for 20 MB on a slow connection; the function answers within its own 60 s. */
const TIMEOUT_MS = 10 * 60_000

type Answer = { status: number; json: unknown } | { failure: UploadFailure }

function send(file: Blob, token: string, options: UploadOptions): Promise<Answer> {
  const { type, onProgress, signal, createRequest = () => new XMLHttpRequest() } = options
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve({ failure: 'aborted' })
    const request = createRequest()
    request.open('POST', adminApi.photos.href())
    request.setRequestHeader('Authorization', `Bearer ${token}`)
    request.setRequestHeader('Content-Type', photoTypes[type].mime)
    request.timeout = TIMEOUT_MS
    request.upload.onprogress = (event) => onProgress?.(event.loaded, event.total || file.size)
    request.onload = () => {
      let json: unknown = null
      try {
        json = JSON.parse(request.responseText)
      } catch {
        // A gateway's page: the status decides.
      }
      resolve({ status: request.status, json })
    }
    request.onerror = () => resolve({ failure: 'offline' })
    request.ontimeout = () => resolve({ failure: 'offline' })
    request.onabort = () => resolve({ failure: 'aborted' })
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(file)
  })
}

const codeOf = (json: unknown) => {
  const code = (json as { error?: { code?: unknown } } | null)?.error?.code
  return typeof code === 'string' ? code : undefined
}

/**
 * Sends the photo as the signed-in member and reads the answer: stored (now, or before: the same
 * file), refused for good (its type, its size...), or failed this time. A token the function finds
 * expired, or without the role a grant has just given, is refreshed once and the photo sent again.
 * Never rejects.
 */
export async function uploadPhoto(file: Blob, options: UploadOptions): Promise<UploadResult> {
  const getIdToken = options.getIdToken ?? idToken
  let answer: Answer
  try {
    answer = await send(file, await getIdToken(), options)
    if ('status' in answer) {
      const code = codeOf(answer.json)
      const stale =
        (answer.status === 401 && code === 'token-expired') ||
        (answer.status === 403 && (code === 'not-staff' || code === 'email-unverified'))
      if (stale) answer = await send(file, await getIdToken(true), options)
    }
  } catch {
    // No token to send: nobody is signed in any more.
    return { kind: 'failed', failure: 'session' }
  }
  if ('failure' in answer) return { kind: 'failed', failure: answer.failure }
  const { status, json } = answer
  if (status === 200 || status === 201) {
    const parsed = uploadedPhotoSchema.safeParse(json)
    if (parsed.success) return { kind: 'uploaded', photo: parsed.data, created: status === 201 }
    return { kind: 'failed', failure: 'unavailable' }
  }
  const code = codeOf(json)
  if (isPhotoRefusal(code)) return { kind: 'refused', refusal: code }
  // Refused by the platform before the function (a body over its 32 MB).
  if (status === 413) return { kind: 'refused', refusal: 'too-large' }
  if (status === 401) return { kind: 'failed', failure: 'session' }
  if (status === 403) return { kind: 'failed', failure: 'forbidden' }
  return { kind: 'failed', failure: 'unavailable' }
}
