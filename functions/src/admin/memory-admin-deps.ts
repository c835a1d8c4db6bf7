import { memoryImports } from '../import/import-store'
import { memoryPhotoSources } from '../import/photo-sources'
import type { Builder } from '../publish/cloud-build'
import { memorySettings } from '../settings/settings-store'
import type { AuditEntry } from '@/features/audit/audit-schema'
import type {
  AccountDirectory,
  AccountRecord,
  AdminDeps,
  AuditLog,
  DecodedToken,
  StaffRecord,
  StaffStore,
} from './admin-deps'
import { memoryListingStore } from './memory-listing-store'
import { memoryPhotos } from '../photos/memory-photos'
import { memoryInbox } from '../inbox/inbox-store'
import { memoryFigures } from '../figures/figures-store'
import type { ThreadedMail } from '../compose-mail'
import { memorySiteFiles, memoryVersionStore } from '../publish/memory-publishing'

/**
 * The admin function's dependencies in memory, for tests: accounts whose tokens are
 * `token:<uid>` (an account's revoked or claim-less tokens are refused or carry nothing, as the
 * Admin SDK's would), the staff list, the audit log, the listings, the photos, publishing's and the inbox.
 */
export function memoryAdminDeps(
  accounts: AccountRecord[] = [],
  {
    now = () => 1_000,
    builder = { start: async () => undefined } as Builder | null,
  }: { now?: () => number; builder?: Builder | null } = {},
) {
  const byUid = new Map(accounts.map((account) => [account.uid, structuredClone(account)]))
  /** When each account's sessions were last ended, and when each token was minted. */
  const revokedAt = new Map<string, number>()
  const mintedAt = new Map<string, number>()
  let clock = 0

  const directory: AccountDirectory = {
    byEmail: async (email) =>
      [...byUid.values()].find((account) => account.email?.toLowerCase() === email.toLowerCase()) ??
      null,
    byUid: async (uid) => byUid.get(uid) ?? null,
    byUids: async (uids) => uids.flatMap((uid) => byUid.get(uid) ?? []),
    setClaims: async (uid, claims) => {
      const account = byUid.get(uid)
      if (!account) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' })
      account.claims = structuredClone(claims)
    },
    revokeSessions: async (uid) => {
      revokedAt.set(uid, ++clock)
    },
  }

  const staffRecords = new Map<string, StaffRecord>()
  const staff: StaffStore = {
    list: async () => [...staffRecords.values()],
    get: async (uid) => staffRecords.get(uid) ?? null,
    put: async (record) => void staffRecords.set(record.uid, structuredClone(record)),
    remove: async (uid) => void staffRecords.delete(uid),
  }

  const entries: AuditEntry[] = []
  const audit: AuditLog = {
    append: async (entry) => {
      const id = `entry-${entries.length + 1}`
      entries.push({ ...structuredClone(entry), id })
      return id
    },
    list: async ({ before, limit }) =>
      entries
        .filter((entry) => before === undefined || entry.at < before)
        .sort((a, b) => b.at - a.at)
        .slice(0, limit),
  }

  /** A token of the account as it is now (its claims), as signing in gives. */
  const tokenOf = (uid: string) => {
    const token = `token:${uid}:${++clock}`
    mintedAt.set(token, clock)
    return token
  }

  const verifyToken = async (token: string): Promise<DecodedToken> => {
    const uid = /^token:([^:]+):\d+$/.exec(token)?.[1]
    const account = uid ? byUid.get(uid) : undefined
    const minted = mintedAt.get(token)
    if (!account || minted === undefined)
      throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' })
    if ((revokedAt.get(account.uid) ?? 0) > minted)
      throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' })
    return {
      ...account.claims,
      uid: account.uid,
      email: account.email,
      email_verified: account.emailVerified,
      ...(account.name ? { name: account.name } : {}),
    }
  }

  const listings = memoryListingStore()
  const { photos, files: photoFiles, byHash: photoRecords } = memoryPhotos()
  const versions = memoryVersionStore()
  const { siteFiles, files: siteFileBytes } = memorySiteFiles()
  const inbox = memoryInbox()
  const imports = memoryImports()
  const figures = memoryFigures()
  /** The web as the photo step sees it: an address's bytes; any other answers 404. */
  const web = new Map<string, Buffer>()
  const fetched: string[] = []
  /** What was mailed; `mailDown` makes every send fail, as an SMTP server that is down. */
  const outbox: ThreadedMail[] = []
  const mailState = { down: false }
  const deps: AdminDeps = {
    verifyToken,
    accounts: directory,
    staff,
    audit,
    listings: listings.store,
    photos,
    publishing: { versions: versions.store, siteFiles, builder },
    inbox,
    settings: memorySettings(),
    expiredRequests: inbox,
    imports: imports.store,
    importPhotos: {
      sources: memoryPhotoSources(),
      fetch: async (url) => {
        fetched.push(url)
        const bytes = web.get(url)
        return bytes
          ? { ok: true, bytes: Buffer.from(bytes) }
          : { ok: false, message: 'The address answered 404.' }
      },
    },
    figures,
    mail: {
      from: 'Luxury Living <enquiries@luxuryliving.example>',
      send: async (message) => {
        if (mailState.down) throw new Error('ECONNREFUSED')
        outbox.push(structuredClone(message))
      },
    },
    now,
  }
  return {
    deps,
    tokenOf,
    entries,
    staffRecords,
    accounts: byUid,
    revokedAt,
    listings,
    photoFiles,
    photoRecords,
    versions,
    siteFileBytes,
    inbox,
    imports,
    web,
    fetched,
    figures,
    outbox,
    mailState,
  }
}

/** An account for the tests: verified, no claims unless given. */
export const account = (
  uid: string,
  { role, ...rest }: Partial<AccountRecord> & { role?: string } = {},
): AccountRecord => ({
  uid,
  email: `${uid}@example.com`,
  name: uid[0]!.toUpperCase() + uid.slice(1),
  emailVerified: true,
  disabled: false,
  claims: role ? { role } : {},
  ...rest,
})
