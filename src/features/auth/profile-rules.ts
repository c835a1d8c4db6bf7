import * as z from 'zod/mini'
import { PASSWORD_MIN_LENGTH } from '@/config/constants'
import { authMessages } from './messages'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@/lib/email-address'
import { isHttpUrl } from '@/lib/safe-url'

const { validation } = authMessages

// Each field reports its first problem only, in the order the spec lists them.
const name = z
  .string()
  .check(z.trim(), z.minLength(1, { error: validation.nameRequired, abort: true }))

const photoURL = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: validation.photoRequired, abort: true }),
    z.refine(isHttpUrl, validation.photoInvalid),
  )

const email = z.string().check(
  z.trim(),
  z.minLength(1, { error: validation.emailRequired, abort: true }),
  // The length first, and no further: nothing longer is an address.
  z.maxLength(EMAIL_MAX_LENGTH, { error: validation.emailInvalid, abort: true }),
  z.regex(EMAIL_PATTERN, validation.emailInvalid),
)

const password = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH, { error: validation.passwordTooShort, abort: true }),
  z.refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value), validation.passwordWeak),
)

const currentPassword = z
  .string()
  .check(z.minLength(1, { error: validation.currentPasswordRequired, abort: true }))

export const registerRules = z.object({ name, photoURL, email, password })
export const updateRules = z.object({ name, photoURL, email })
/** A reset request: the email alone. */
export const resetRequestRules = z.object({ email })
/** A new password, from a reset link: the registration rules. */
export const newPasswordRules = z.object({ password })
export const changePasswordRules = z.object({ currentPassword, newPassword: password })

export type RegisterInput = z.infer<typeof registerRules>
export type UpdateInput = z.infer<typeof updateRules>
/** What a profile update sends: the email only for accounts without a provider email. */
export type ProfileChanges = Omit<UpdateInput, 'email'> & { email?: string }
