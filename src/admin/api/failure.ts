import { adminMessages } from '../messages'
import { AdminApiError, AdminOfflineError, isAuthError } from './admin-api'

export type Failure = {
  /** What to tell the member. */
  message: string
  /** What to show beside the fields of the form that sent it. */
  fields: Record<string, string>
  /** Who is there may have changed (a session ended, a role changed): ask again. */
  askAgain: boolean
}

/** A failed call to the admin function, in the back office's words. */
export function failureOf(error: unknown): Failure {
  const { errors } = adminMessages
  if (error instanceof AdminOfflineError)
    return { message: errors.offline, fields: {}, askAgain: false }
  if (isAuthError(error)) return { message: errors.unexpected, fields: {}, askAgain: true }
  if (error instanceof AdminApiError) {
    const message = errors.byCode[error.code] ?? errors.unexpected
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, text]) => [
        field,
        // A field's rule text is the shared schema's (the form's own words); a refusal, ours.
        error.code === 'invalid' ? text : message,
      ]),
    )
    const askAgain =
      error.status === 401 || ['not-staff', 'forbidden', 'email-unverified'].includes(error.code)
    return { message, fields, askAgain }
  }
  console.error('The back office failed', error)
  return { message: errors.unexpected, fields: {}, askAgain: false }
}
