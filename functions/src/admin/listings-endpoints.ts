import { checkListing } from '@/features/listings/check-listing'
import {
  moveRules,
  newListingRules,
  saveRules,
  type ListingSummary,
} from '@/features/listings/listing-schema'
import { isListingState, type ListingMove } from '@/features/listings/listing-states'
import { listingMessages } from '@/features/listings/messages'
import { can } from '@/features/staff/roles'
import { refuse } from '../account-request'
import { invalid, readBody, type AdminAnswer, type AdminContext } from './admin-router'
import type { ListingRevision } from './admin-deps'
import {
  createListing,
  deleteListing,
  listingOf,
  moveListing,
  readListing,
  saveListing,
  type Outcome,
} from './listing-changes'

/** The listings' endpoints (issue 44): the list, a new draft, one listing, a save, the moves. */

/** The function's own words, for a person calling it by hand; the back office says its own. */
export const listingRefusals = {
  notFound: 'There is no such listing.',
  locked: 'This listing is in review or published: an admin edits it now.',
  wrongState: (state: string) => `This cannot be done to a listing that is ${state}.`,
  incomplete: 'Some fields need another look before this.',
  taken: 'This id is taken.',
  conflict: (name: string, at: number) =>
    `This listing was changed by ${name} at ${new Date(at).toISOString()}: your change was not saved.`,
  notStorable: 'The listing holds values that cannot be stored (a list inside a list).',
}

/** A listing's body: as much as the longest descriptions in three languages and many photos. */
export const LISTING_MAX_BODY_BYTES = 512 * 1024

export const titleOf = (revision: ListingRevision) =>
  typeof revision.record.estate_title === 'string' ? revision.record.estate_title.trim() : ''

const summaryOf = (id: string, revision: ListingRevision): ListingSummary => ({
  id,
  state: revision.state,
  revision: revision.n,
  title: titleOf(revision),
  location: typeof revision.record.location === 'string' ? revision.record.location : '',
  image: typeof revision.record.image === 'string' ? revision.record.image : null,
  owner: revision.owner,
  updatedBy: revision.by,
  updatedAt: revision.at,
  problems: checkListing(revision).problems.length,
})

/** GET [?state=draft]: admins and owners every listing, an agent their own; newest change first. */
export async function listListings({ member, request, deps }: AdminContext): Promise<AdminAnswer> {
  const state = request.query.state
  if (state !== undefined && state !== '' && !isListingState(state))
    return invalid({ state: `One of: draft, in review, published, withdrawn` })
  const heads = await deps.listings.heads(
    can(member.role, 'editAnyListing') ? {} : { ownerUid: member.uid },
  )
  const listings = heads
    .filter(({ revision }) => !state || revision.state === state)
    .map(({ id, revision }) => summaryOf(id, revision))
    .sort((a, b) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id))
  return { status: 200, body: { listings } satisfies { listings: ListingSummary[] } }
}

/** An outcome of listing-changes.ts as the function answers it. */
function answer(outcome: Outcome, status = 200): AdminAnswer {
  if (outcome.ok) return { status, body: { listing: listingOf(outcome.id, outcome.revision) } }
  switch (outcome.reason) {
    case 'not-found':
      return refuse(404, 'not-found', listingRefusals.notFound)
    case 'forbidden':
      return refuse(403, 'locked', listingRefusals.locked)
    case 'wrong-state': {
      const refused = refuse(409, 'wrong-state', listingRefusals.wrongState(outcome.state))
      return { ...refused, body: { error: { ...refused.body.error, state: outcome.state } } }
    }
    case 'incomplete':
      return invalid(
        Object.fromEntries(outcome.problems.map(({ path, message }) => [path, message])),
        listingRefusals.incomplete,
      )
    case 'taken': {
      const refused = refuse(409, 'id-taken', listingRefusals.taken)
      return {
        ...refused,
        body: {
          error: { ...refused.body.error, fields: { id: listingMessages.problems.idTaken } },
        },
      }
    }
    case 'conflict': {
      const { by, at, n } = outcome.newest
      const refused = refuse(409, 'conflict', listingRefusals.conflict(by.name, at))
      return {
        ...refused,
        body: { error: { ...refused.body.error, changedBy: by, changedAt: at, revision: n } },
      }
    }
  }
}

/** POST `{ id? }`: a new draft of the member's. */
export async function createDraft(context: AdminContext): Promise<AdminAnswer> {
  const checked = readBody(context, newListingRules())
  if (!checked.ok) return checked.answer
  return answer(
    await createListing(context.deps, checked.data.id || undefined, context.member),
    201,
  )
}

export async function readOne({ deps, params, member }: AdminContext): Promise<AdminAnswer> {
  const listing = await readListing(deps, params.id ?? '', member)
  return listing
    ? { status: 200, body: { listing } }
    : refuse(404, 'not-found', listingRefusals.notFound)
}

/**
 * Whether Firestore can keep the value as it is: no list directly inside a list, no empty or
 * reserved key (`__name__`), not nested without end.
 */
export function storable(value: unknown, depth = 0, inList = false): boolean {
  if (depth > 20) return false
  if (Array.isArray(value))
    return !inList && value.every((entry) => storable(entry, depth + 1, true))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).every(
      ([key, entry]) => key !== '' && !/^__.*__$/.test(key) && storable(entry, depth + 1),
    )
  return true
}

/** PUT `{ base, record, translations, photos }`: saved as revision base+1. */
export async function saveOne(context: AdminContext): Promise<AdminAnswer> {
  const checked = readBody(context, saveRules())
  if (!checked.ok) return checked.answer
  const { base, ...content } = checked.data
  if (!storable(content)) return invalid({ record: listingRefusals.notStorable })
  return answer(
    await saveListing(context.deps, context.params.id ?? '', base, content, context.member),
  )
}

/** POST `{ base }` on /listings/{id}/{move}. */
export const moveOne =
  (move: ListingMove) =>
  async (context: AdminContext): Promise<AdminAnswer> => {
    const checked = readBody(context, moveRules())
    if (!checked.ok) return checked.answer
    return answer(
      await moveListing(
        context.deps,
        context.params.id ?? '',
        move,
        checked.data.base,
        context.member,
      ),
    )
  }

/** DELETE ?base=n: owners and admins. */
export async function deleteOne({ deps, params, member, request }: AdminContext) {
  const checked = moveRules().safeParse({ base: Number(request.query.base) })
  if (!checked.success) return invalid({ base: 'The revision the deletion starts from' })
  const outcome = await deleteListing(deps, params.id ?? '', checked.data.base, member)
  return outcome.ok ? { status: 200, body: { deleted: true } } : answer(outcome)
}
