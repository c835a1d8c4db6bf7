import { enquiryMessages } from './messages'
import { LANGUAGE } from '@/config/languages'
import { api } from '@/config/paths'
import { callAsAccount, type GetIdToken } from '@/lib/call-as-account'
import type { Enquiry, EnquiryErrors } from './enquiry-schema'

const { errors } = enquiryMessages

export type { GetIdToken }

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

/** Posts a viewing request (a stale token refreshed once: callAsAccount). */
export async function sendEnquiry(body: Enquiry, getIdToken: GetIdToken): Promise<SendResult> {
  try {
    const { status, answer } = await callAsAccount<Answer>(api.enquiries, {
      method: 'POST',
      body,
      getIdToken,
      timeoutMs: CLIENT_TIMEOUT_MS,
      // The function says its refusals in the page's language.
      language: LANGUAGE,
    })
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
