import { roleOf, staffRoles, type StaffRole } from '@/features/staff/roles'
import { grantRules, roleChangeRules, type StaffMember } from '@/features/staff/staff-schema'
import { refuse } from '../account-request'
import { readBody, type AdminAnswer, type AdminContext } from './admin-router'
import { memberOf, setStaffRole, type StaffChange } from './staff-changes'

/** The owners' staff page (issue 44): the list, a grant by email, a change of role, a removal. */

export const staffRefusals = {
  'no-account': 'No account uses this email address. Ask them to register on the site first.',
  'not-staff': 'This account has no role to remove.',
  'own-role': 'You cannot change your own role: ask another owner.',
  'email-unverified':
    'This account has not confirmed its email address yet: ask them to open the link they were sent, then grant the role.',
} as const

const rank = (role: StaffRole) => staffRoles.indexOf(role)

/** GET: everyone holding a role, as their accounts are now (owners first, then by name). */
export async function listStaff({ deps }: AdminContext): Promise<AdminAnswer> {
  const records = await deps.staff.list()
  const accounts = await deps.accounts.byUids(records.map((record) => record.uid))
  const byUid = new Map(records.map((record) => [record.uid, record]))
  const staff = accounts
    .filter((account) => !account.disabled)
    .flatMap((account) => memberOf(account, byUid.get(account.uid) ?? null) ?? [])
    .sort((a, b) => rank(a.role) - rank(b.role) || a.name.localeCompare(b.name))
  return { status: 200, body: { staff } satisfies { staff: StaffMember[] } }
}

function answerChange(change: StaffChange, created: boolean): AdminAnswer {
  if (!change.ok) {
    const status = change.reason === 'no-account' || change.reason === 'not-staff' ? 404 : 409
    const answer = refuse(status, change.reason, staffRefusals[change.reason])
    // Said beside the field it is about, in the form that sent it.
    return change.reason === 'no-account' || change.reason === 'email-unverified'
      ? {
          ...answer,
          body: { error: { ...answer.body.error, fields: { email: answer.body.error.message } } },
        }
      : answer
  }
  if (!change.member) return { status: 200, body: { removed: true } }
  return { status: created && change.changed ? 201 : 200, body: { member: change.member } }
}

const actor = ({ member }: AdminContext) => ({ uid: member.uid, name: member.name })

/** POST `{ email, role }`: grants the role to that account (or changes the one it holds). */
export async function grantRole(context: AdminContext): Promise<AdminAnswer> {
  const checked = readBody(context, grantRules())
  if (!checked.ok) return checked.answer
  const account = await context.deps.accounts.byEmail(checked.data.email)
  if (!account) return answerChange({ ok: false, reason: 'no-account' }, true)
  const created = roleOf(account.claims) === null
  return answerChange(
    await setStaffRole(account, checked.data.role, actor(context), context.deps),
    created,
  )
}

/** PATCH `{ role }` on /staff/{uid}: another role for a member. */
export async function changeRole(context: AdminContext): Promise<AdminAnswer> {
  const checked = readBody(context, roleChangeRules())
  if (!checked.ok) return checked.answer
  const account = await context.deps.accounts.byUid(context.params.uid ?? '')
  if (!account || roleOf(account.claims) === null)
    return answerChange({ ok: false, reason: 'not-staff' }, false)
  return answerChange(
    await setStaffRole(account, checked.data.role, actor(context), context.deps),
    false,
  )
}

/** DELETE /staff/{uid}: the member holds no role any more (their sessions end). */
export async function removeRole(context: AdminContext): Promise<AdminAnswer> {
  const account = await context.deps.accounts.byUid(context.params.uid ?? '')
  if (!account) return answerChange({ ok: false, reason: 'not-staff' }, false)
  return answerChange(await setStaffRole(account, null, actor(context), context.deps), false)
}
