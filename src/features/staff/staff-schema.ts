import * as z from 'zod/mini'
import { EMAIL_PATTERN } from '@/lib/email-address'
import type { Translation } from '@/config/translation'
import { staffMessages } from './messages'
import { staffRoles } from './roles'

/**
 * What the back office and the admin function say to each other about staff (issue 44): one
 * definition for both, as the enquiry's schema is (functions/src imports this file). The answers
 * are parsed at the back office's edge with the same shapes the function writes.
 */

export type StaffRuleTexts = Translation<typeof staffMessages.validation>

const role = z.enum(staffRoles)

/** Who made a change: a member, or (uid null) the `staff:grant` command. */
export const actorSchema = z.object({ uid: z.nullable(z.string()), name: z.string() })
export type Actor = z.infer<typeof actorSchema>

/** The signed-in member, as `GET /api/admin/me` answers. */
export const memberSchema = z.object({
  uid: z.string(),
  email: z.nullable(z.string()),
  name: z.string(),
  role,
})
export type Member = z.infer<typeof memberSchema>

/** A member of staff in the owners' list: their account as it is now, their role from its claim. */
export const staffMemberSchema = z.object({
  uid: z.string(),
  email: z.nullable(z.string()),
  name: z.string(),
  role,
  emailVerified: z.boolean(),
  grantedBy: z.nullable(actorSchema),
  /** When the role was last granted or changed, in ms since the epoch. */
  grantedAt: z.nullable(z.number()),
})
export type StaffMember = z.infer<typeof staffMemberSchema>

export const meAnswerSchema = z.object({ member: memberSchema })
export const staffListAnswerSchema = z.object({ staff: z.array(staffMemberSchema) })
export const staffMemberAnswerSchema = z.object({ member: staffMemberSchema })
export const staffRemovedAnswerSchema = z.object({ removed: z.literal(true) })

const emailRule = (texts: StaffRuleTexts) =>
  z
    .string(texts.emailRequired)
    .check(
      z.trim(),
      z.minLength(1, { error: texts.emailRequired, abort: true }),
      z.regex(EMAIL_PATTERN, texts.emailInvalid),
    )

/** An owner grants a role to an account by its email (`POST /api/admin/staff`). */
export const grantRules = (texts: StaffRuleTexts = staffMessages.validation) =>
  z.object({ email: emailRule(texts), role: z.enum(staffRoles, texts.roleInvalid) })
export type Grant = z.infer<ReturnType<typeof grantRules>>

/** An owner changes a member's role (`PATCH /api/admin/staff/{uid}`). */
export const roleChangeRules = (texts: StaffRuleTexts = staffMessages.validation) =>
  z.object({ role: z.enum(staffRoles, texts.roleInvalid) })
