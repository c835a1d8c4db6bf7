import type { StaffAction } from '@/features/staff/roles'
import type { AuditAction } from '@/features/audit/audit-schema'

/**
 * Where a listing is in its life (issue 44), as a table: what each state means for who may edit
 * it and whether its content must be complete. The back office's badges and the function's checks
 * read it; words for each state live in the back office's catalogue.
 */
export const listingStates = {
  /** Being written: saved as it is, field problems shown; its agent and admins edit it. */
  draft: { complete: false, agentEdits: true },
  /** Sent for review by its agent: complete; admins edit, approve or send it back. */
  'in review': { complete: true, agentEdits: false },
  /** On the site (once publishing reads the database, issue 45): complete. */
  published: { complete: true, agentEdits: false },
  /** Taken off the site, kept: admins send it back to draft or publish it again. */
  withdrawn: { complete: false, agentEdits: false },
} as const satisfies Record<string, { complete: boolean; agentEdits: boolean }>

export type ListingState = keyof typeof listingStates
export const listingStateNames = Object.keys(listingStates) as ListingState[]

export const isListingState = (value: unknown): value is ListingState =>
  typeof value === 'string' && Object.hasOwn(listingStates, value)

/**
 * The moves from state to state, each an endpoint (`POST /api/admin/listings/{id}/{move}`) and a
 * button: from which states, to which, the permission it needs (roles.ts), and the audit entry it
 * writes. A move to a complete state needs a listing without problems. An agent may make a move
 * only on their own listing (`ownOnly` for an agent: every move they are allowed is).
 */
export const listingMoves = {
  submit: {
    from: ['draft'],
    to: 'in review',
    allow: 'submitForReview',
    audit: null,
  },
  approve: {
    from: ['draft', 'in review', 'withdrawn'],
    to: 'published',
    allow: 'approveListing',
    audit: 'listing.approve',
  },
  return: {
    from: ['in review', 'withdrawn'],
    to: 'draft',
    allow: 'approveListing',
    audit: 'listing.return',
  },
  withdraw: {
    from: ['published'],
    to: 'withdrawn',
    allow: 'approveListing',
    audit: 'listing.withdraw',
  },
} as const satisfies Record<
  string,
  {
    from: readonly ListingState[]
    to: ListingState
    allow: StaffAction
    audit: AuditAction | null
  }
>

export type ListingMove = keyof typeof listingMoves
export const listingMoveNames = Object.keys(listingMoves) as ListingMove[]

export const isListingMove = (value: unknown): value is ListingMove =>
  typeof value === 'string' && Object.hasOwn(listingMoves, value)

/** Whether the move starts from this state. */
export const movesFrom = (move: ListingMove, state: ListingState) =>
  (listingMoves[move].from as readonly ListingState[]).includes(state)
