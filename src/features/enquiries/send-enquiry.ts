import { enquiryMessages } from './messages'
import { api } from '@/config/paths'
import type { Enquiry, EnquiryErrors } from './enquiry-schema'

const { errors } = enquiryMessages

export type GetIdToken = (forceRefresh?: boolean) => Promise<string>

export type SendResult =
  | { ok: true; recipient: string; confirmationSent: boolean }
  | { ok: false; message: string; fields?: EnquiryErrors; signIn?: boolean }

type Answer = {
  sent?: true
  recipient?: string
  confirmationSent?: boolean
  error?: { code?: string; message?: string; fields?: EnquiryErrors }
}

/** Longer than the function's own 30 s limit: the function answers first when it can. */
const CLIENT_TIMEOUT_MS = 35_000

async function post(body: Enquiry, token: string) {
  const response = await fetch(api.enquiries, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
  })
  let answer: Answer = {}
  try {
    answer = (await response.json()) as Answer
  } catch {
    // A gateway's HTML page: the status decides.
  }
  return { status: response.status, answer }
}

/** Posts a viewing request; a token the server found expired is refreshed once and sent again. */
export async function sendEnquiry(body: Enquiry, getIdToken: GetIdToken): Promise<SendResult> {
  try {
    let { status, answer } = await post(body, await getIdToken())
    // A token minted before the visitor opened their verification link still says unverified: a
    // fresh one carries what the account says now.
    const stale =
      (status === 401 && answer.error?.code === 'token-expired') ||
      (status === 403 && answer.error?.code === 'email-unverified')
    if (stale) ({ status, answer } = await post(body, await getIdToken(true)))
    if (status === 200 && answer.sent && answer.recipient) {
      return {
        ok: true,
        recipient: answer.recipient,
        confirmationSent: answer.confirmationSent ?? false,
      }
    }
    if (status === 401) return { ok: false, message: errors.signIn, signIn: true }
    const message =
      answer.error?.message ??
      (status === 502 || status === 503 || status === 504 ? errors.unreachable : errors.unexpected)
    return { ok: false, message, fields: answer.error?.fields }
  } catch (error) {
    console.warn('The viewing request could not be sent', error)
    const code = (error as { code?: string }).code
    if (code === 'auth/no-current-user') return { ok: false, message: errors.signIn, signIn: true }
    return { ok: false, message: errors.unreachable }
  }
}
