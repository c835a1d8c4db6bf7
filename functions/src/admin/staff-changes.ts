import type { AuditAction } from '@/features/audit/audit-schema'
import { claimsWithRole, roleOf, type StaffRole } from '@/features/staff/roles'
import type { Actor, StaffMember } from '@/features/staff/staff-schema'
import type {
  AccountDirectory,
  AccountRecord,
  AuditLog,
  StaffRecord,
  StaffStore,
} from './admin-deps'

/**
 * Granting, changing and removing a role: the one way, for the back office's owners (through the
 * admin function) and for `npm run staff:grant` alike.
 *
 * The role is a custom claim on the account, and the claim is the truth: every call to the admin
 * function reads it from the verified ID token. `staff/{uid}` lists who holds one for the owners'
 * page and is healed by doing the same change again. Any change to a role someone already holds
 * ends their sessions (revokeRefreshTokens), so their next call with a token minted before is
 * refused (the function verifies with checkRevoked) and they sign in again to get the new claim.
 * A first grant takes nothing away: the member's next fresh token carries it, and their sessions
 * elsewhere on the site go on.
 */

export type StaffChangeDeps = {
  accounts: AccountDirectory
  staff: StaffStore
  audit: AuditLog
  now: () => number
}

export type StaffChange =
  | {
      ok: true
      member: StaffMember | null
      previous: StaffRole | null
      revoked: boolean
      changed: boolean
    }
  | { ok: false; reason: 'no-account' | 'not-staff' | 'own-role' | 'email-unverified' }

/** A member's name as the lists show it: their display name, else their address, else their id. */
export const nameOf = (account: Pick<AccountRecord, 'uid' | 'name' | 'email'>) =>
  account.name?.trim() || account.email || account.uid

export function memberOf(account: AccountRecord, record: StaffRecord | null): StaffMember | null {
  const role = roleOf(account.claims)
  if (!role) return null
  return {
    uid: account.uid,
    email: account.email,
    name: nameOf(account),
    role,
    emailVerified: account.emailVerified,
    grantedBy: record?.grantedBy ?? null,
    grantedAt: record?.grantedAt ?? null,
  }
}

const actionOf = (previous: StaffRole | null, role: StaffRole | null): AuditAction =>
  previous === null ? 'staff.grant' : role === null ? 'staff.remove' : 'staff.change'

/**
 * Gives `target` (an account, found by the caller) the role, or none. `by` is who does it;
 * `requireVerified` refuses an account whose address is not confirmed (the back office does; the
 * command only warns, as it is how the first owner is made).
 */
export async function setStaffRole(
  target: AccountRecord,
  role: StaffRole | null,
  by: Actor,
  deps: StaffChangeDeps,
  { requireVerified = true }: { requireVerified?: boolean } = {},
): Promise<StaffChange> {
  // An owner cannot lock themselves out: another owner changes their role.
  if (by.uid !== null && by.uid === target.uid) return { ok: false, reason: 'own-role' }
  const previous = roleOf(target.claims)
  if (role === null && previous === null) return { ok: false, reason: 'not-staff' }
  if (role !== null && requireVerified && !target.emailVerified)
    return { ok: false, reason: 'email-unverified' }

  const now = deps.now()
  const changed = previous !== role
  if (changed) await deps.accounts.setClaims(target.uid, claimsWithRole(target.claims, role))
  const revoked = changed && previous !== null
  if (revoked) await deps.accounts.revokeSessions(target.uid)

  const account = { ...target, claims: claimsWithRole(target.claims, role) }
  let record: StaffRecord | null = null
  if (role === null) {
    await deps.staff.remove(target.uid)
  } else {
    // The same role again changes nothing on the account, but writes again a list entry lost to
    // a failed write before (keeping who granted it, when the list still has it).
    const kept = changed ? null : await deps.staff.get(target.uid)
    const details = { email: target.email, name: nameOf(target), role }
    record = kept
      ? { ...kept, ...details }
      : { uid: target.uid, ...details, grantedBy: by, grantedAt: now }
    await deps.staff.put(record)
  }
  if (changed) {
    await deps.audit.append({
      at: now,
      by,
      action: actionOf(previous, role),
      target: { kind: 'staff', id: target.uid, label: target.email ?? nameOf(target) },
      detail: { from: previous, to: role },
    })
  }
  return { ok: true, member: memberOf(account, record), previous, revoked, changed }
}
