/**
 * Who works behind the counter (issue 44): a role is a custom claim on the person's Firebase
 * account, `{ role: 'owner' | 'admin' | 'agent' }`, set by the admin function or
 * `npm run staff:grant`, read by the functions from the verified ID token. What each role may do
 * is this one table; the functions check it on every call, the back office reads it to show only
 * what a member can use. Words for the roles live in the back office's catalogue.
 */

export const staffRoles = ['owner', 'admin', 'agent'] as const
export type StaffRole = (typeof staffRoles)[number]

/** What a member may be allowed to do. */
export const staffActions = [
  /** See the staff, grant, change and remove roles. */
  'manageStaff',
  /** Read the audit log. */
  'readAudit',
  /** Read and edit every listing, whoever owns it. */
  'editAnyListing',
  /** Approve a listing in review (publish it) and withdraw a published one. */
  'approveListing',
  /** Create drafts and edit one's own drafts. */
  'editOwnDrafts',
  /** Send one's own draft for review. */
  'submitForReview',
  /** Publish the published listings to the site, see its versions and restore one (issue 45). */
  'publish',
  /** Read and handle every visitor's request in the inbox (issue 46). */
  'readAnyRequest',
  /** Read and handle the requests about one's own listings' estates. */
  'readOwnRequests',
  /** The agency's settings: how long the inbox keeps a request (issue 46). */
  'manageSettings',
  /** Download every request of the inbox as a CSV file (issue 46). */
  'exportRequests',
  /** Export every listing and import listings from a file or a feed, as drafts (issue 46). */
  'importListings',
  /** Read every listing's figures: views, visitors, enquiries, saves (issue 46). */
  'readAnyFigures',
  /** Read the figures of one's own listings. */
  'readOwnFigures',
] as const
export type StaffAction = (typeof staffActions)[number]

/**
 * The permissions table, as the issues put it: owner, staff and everything; admin, every listing,
 * approving, the audit log, publishing the site, every request of the inbox and its export,
 * every listing's figures; agent, drafts of their own listings, submitting them for review, and
 * the requests about and the figures of their listings.
 */
export const permissions = {
  owner: [
    'manageStaff',
    'readAudit',
    'editAnyListing',
    'approveListing',
    'editOwnDrafts',
    'submitForReview',
    'publish',
    'readAnyRequest',
    'readOwnRequests',
    'manageSettings',
    'exportRequests',
    'importListings',
    'readAnyFigures',
    'readOwnFigures',
  ],
  admin: [
    'readAudit',
    'editAnyListing',
    'approveListing',
    'editOwnDrafts',
    'submitForReview',
    'publish',
    'readAnyRequest',
    'readOwnRequests',
    'manageSettings',
    'exportRequests',
    'importListings',
    'readAnyFigures',
    'readOwnFigures',
  ],
  agent: ['editOwnDrafts', 'submitForReview', 'readOwnRequests', 'readOwnFigures'],
} as const satisfies Record<StaffRole, readonly StaffAction[]>

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (staffRoles as readonly string[]).includes(value)

/** Whether a member with this role (none: not staff) may do this. */
export function can(role: StaffRole | null | undefined, action: StaffAction): boolean {
  return role != null && (permissions[role] as readonly StaffAction[]).includes(action)
}

/** The custom claim's name on the account. */
export const ROLE_CLAIM = 'role'

/** The staff role an account's claims (a decoded ID token, or `customClaims`) carry, or null. */
export function roleOf(
  claims: Readonly<Record<string, unknown>> | null | undefined,
): StaffRole | null {
  const role = claims?.[ROLE_CLAIM]
  return isStaffRole(role) ? role : null
}

/**
 * The account's claims with this role (null: none), the others kept as they were: a claim another
 * part of the site may add later is not lost when a role changes.
 */
export function claimsWithRole(
  claims: Readonly<Record<string, unknown>> | null | undefined,
  role: StaffRole | null,
): Record<string, unknown> {
  const others: Record<string, unknown> = { ...claims }
  delete others[ROLE_CLAIM]
  return role ? { ...others, [ROLE_CLAIM]: role } : others
}
