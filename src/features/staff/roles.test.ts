import {
  can,
  claimsWithRole,
  isStaffRole,
  permissions,
  roleOf,
  staffActions,
  staffRoles,
} from './roles'

describe('the staff permissions', () => {
  it('lets an owner do everything', () => {
    for (const action of staffActions) expect(can('owner', action), action).toBe(true)
  })

  it('lets an admin handle every listing, read the audit log and publish, but not manage staff', () => {
    expect(can('admin', 'manageStaff')).toBe(false)
    for (const action of ['readAudit', 'editAnyListing', 'approveListing', 'publish'] as const)
      expect(can('admin', action), action).toBe(true)
  })

  it('lets an agent edit their own drafts, submit them and read their requests and figures, nothing more', () => {
    expect(staffActions.filter((action) => can('agent', action))).toEqual([
      'editOwnDrafts',
      'submitForReview',
      'readOwnRequests',
      'readOwnFigures',
    ])
  })

  it('gives an account without a role nothing', () => {
    for (const action of staffActions) {
      expect(can(null, action)).toBe(false)
      expect(can(undefined, action)).toBe(false)
    }
  })

  it('has each role ordered from most to least: what a lower role may, a higher one may too', () => {
    for (const [index, role] of staffRoles.entries()) {
      const higher = staffRoles.slice(0, index)
      for (const action of permissions[role])
        for (const above of higher) expect(can(above, action), `${above} ${action}`).toBe(true)
    }
  })
})

describe('the role claim', () => {
  it('reads a known role only', () => {
    expect(roleOf({ role: 'agent' })).toBe('agent')
    expect(roleOf({ role: 'superuser' })).toBeNull()
    expect(roleOf({ role: ['owner'] })).toBeNull()
    expect(roleOf({})).toBeNull()
    expect(roleOf(null)).toBeNull()
    expect(isStaffRole('owner')).toBe(true)
    expect(isStaffRole('Owner')).toBe(false)
  })

  it('changes the role and keeps the account’s other claims', () => {
    expect(claimsWithRole({ role: 'agent', beta: true }, 'admin')).toEqual({
      role: 'admin',
      beta: true,
    })
    expect(claimsWithRole({ role: 'agent', beta: true }, null)).toEqual({ beta: true })
    expect(claimsWithRole(undefined, 'owner')).toEqual({ role: 'owner' })
  })
})
