import { can, type StaffAction, type StaffRole } from '@/features/staff/roles'

/** What a screen or an endpoint needs: a permission of roles.ts, or any member of staff. */
export type Allow = StaffAction | 'anyStaff'

/** Whether a member with this role may open what needs this. */
export const allows = (role: StaffRole, allow: Allow) => allow === 'anyStaff' || can(role, allow)
