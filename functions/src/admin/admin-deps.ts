import type { AuditEntry, NewAuditEntry } from '@/features/audit/audit-schema'
import type { ListingContent } from '@/features/listings/listing-schema'
import type { ListingMove, ListingState } from '@/features/listings/listing-states'
import type { Actor } from '@/features/staff/staff-schema'
import type { StaffRole } from '@/features/staff/roles'
import type { FetchPhoto } from '../import/fetch-photo'
import type { PhotoSources } from '../import/photo-sources'
import type { PhotoDeps } from '../photos/store-photo'
import type { VersionStore } from '../publish/version-store'
import type { InboxStore } from '../inbox/inbox-store'
import type { Builder } from '../publish/cloud-build'
import type { SettingsStore } from '../settings/settings-store'
import type { SiteFiles } from '../publish/site-files'
import type { ImportStore } from '../import/import-store'
import type { FiguresStore } from '../figures/figures-store'
import type { ThreadedMail } from '../compose-mail'

/**
 * What the admin function works with, passed in (admin-function.ts gives Firebase's; the tests
 * give memory ones), so every endpoint is tested without Firebase. The parts that come after
 * (listings, photos) add their stores here.
 */

/** The decoded ID token: the account's id, its address, and its custom claims (the role). */
export type DecodedToken = {
  uid: string
  email?: string | null
  email_verified?: boolean
  name?: string
  [claim: string]: unknown
}

/** Verifies an ID token, revoked ones refused (`verifyIdToken(token, true)`). */
export type VerifyAdminToken = (token: string) => Promise<DecodedToken>

/** A Firebase account as the staff pages need it. */
export type AccountRecord = {
  uid: string
  email: string | null
  /** Its display name, if it has one. */
  name: string | null
  emailVerified: boolean
  disabled: boolean
  /** Its custom claims, the role among them. */
  claims: Record<string, unknown>
}

/** The identity provider's accounts (the Admin SDK's Auth). */
export type AccountDirectory = {
  byEmail: (email: string) => Promise<AccountRecord | null>
  byUid: (uid: string) => Promise<AccountRecord | null>
  /** The accounts that exist among these (any number: the directory asks in batches). */
  byUids: (uids: readonly string[]) => Promise<AccountRecord[]>
  setClaims: (uid: string, claims: Record<string, unknown>) => Promise<void>
  /**
   * Ends every session of the account: its refresh tokens stop working and its ID tokens are
   * refused by `verifyIdToken(token, true)`; it signs in again and gets its new claims.
   */
  revokeSessions: (uid: string) => Promise<void>
}

/** `staff/{uid}`: who holds a role, for the owners' list (the claim is the truth; see staff-changes.ts). */
export type StaffRecord = {
  uid: string
  email: string | null
  name: string
  role: StaffRole
  grantedBy: Actor
  grantedAt: number
}

export type StaffStore = {
  list: () => Promise<StaffRecord[]>
  get: (uid: string) => Promise<StaffRecord | null>
  put: (record: StaffRecord) => Promise<void>
  remove: (uid: string) => Promise<void>
}

/** `audit/{id}`: appended, never changed. */
export type AuditLog = {
  append: (entry: NewAuditEntry) => Promise<string>
  /** The newest entries first, older than `before` (ms) when given. */
  list: (query: { before?: number; limit: number }) => Promise<AuditEntry[]>
}

/**
 * `listings/{id}/revisions/{n}`: a listing as one change left it, written once (create-unless-
 * exists) and never changed. The newest one is the listing; a deletion is a last revision too.
 */
export type ListingRevision = ListingContent & {
  n: number
  state: ListingState
  /** Whose listing it is: the agent who created it (uid null: the catalogue's import). */
  owner: Actor
  by: Actor
  at: number
  /** What made it (`restore`: a catalogue version restored set it back, decision 053). */
  action: 'create' | 'save' | ListingMove | 'delete' | 'import' | 'restore'
}

/**
 * The listings (listing-changes.ts keeps the rules): revisions, and a head per listing
 * (`listings/{id}`), a copy of its newest revision that the list queries. No transactions: a
 * revision's creation is the one atomic step, and a head left behind by a failed write is healed
 * by the next read or change.
 */
export type ListingStore = {
  /** Writes revision `n` unless it exists; false when another change took that number first. */
  addRevision: (id: string, revision: ListingRevision) => Promise<boolean>
  revision: (id: string, n: number) => Promise<ListingRevision | null>
  /** The revision with the highest number, the deletion's included; null for no such listing. */
  newest: (id: string) => Promise<ListingRevision | null>
  head: (id: string) => Promise<ListingRevision | null>
  putHead: (id: string, revision: ListingRevision) => Promise<void>
  removeHead: (id: string) => Promise<void>
  /** Every listing's head, or an agent's own (by the owner's uid). */
  heads: (query: { ownerUid?: string }) => Promise<{ id: string; revision: ListingRevision }[]>
}

export type AdminDeps = {
  verifyToken: VerifyAdminToken
  accounts: AccountDirectory
  staff: StaffStore
  audit: AuditLog
  listings: ListingStore
  /** Uploaded photos: their files' storage and their records (decision 050). */
  photos: PhotoDeps
  /** The catalogue's versions, their builds, and their files (decision 053). */
  publishing: {
    versions: VersionStore
    siteFiles: SiteFiles
    /**
     * What builds a queued version here: the local site runner beside the emulators (it watches
     * the queue: nothing to start), Cloud Build deployed (publish/cloud-build.ts); null where
     * nothing is connected (no source snapshot deployed).
     */
    builder: Builder | null
  }
  /** The visitors' requests (issue 46), kept by the enquiry function. */
  inbox: InboxStore
  /** The agency's settings (issue 46), and the inbox's requests their retention deletes. */
  settings: SettingsStore
  expiredRequests: Pick<InboxStore, 'deleteBefore'>
  /** Imports' dry runs and what confirming them did (issue 46, decision 058). */
  imports: ImportStore
  /** A feed's photos: the addresses fetched, and how (decision 058). */
  importPhotos: { sources: PhotoSources; fetch: FetchPhoto }
  /** Figures per listing (issue 46, decision 057), counted by the views, enquiry and saves functions. */
  figures: Pick<FiguresStore, 'days'>
  /** The inbox's replies go out by the enquiries' SMTP transport, from the site's sender. */
  mail: { from: string; send: (message: ThreadedMail) => Promise<void> }
  now: () => number
  log?: (message: string, detail?: unknown) => void
}
