import { DEFAULT_LANGUAGE, type Language } from '@/config/languages'
import { facetsOf, restrictToFacets, restrictToVisitor } from '@/features/estates/estate-filters'
import type { EstateFacets } from '@/features/estates/estate-filters'
import { parseEstateQuery } from '@/features/estates/estate-query'
import type { Estate } from '@/features/estates/estate-schema'
import { findEstates } from '@/features/estates/filter-estates'
import type {
  AlertFrequency,
  AlertItem,
  AlertPerson,
  AlertStore,
  PendingAlerts,
  SavedSearch,
} from './alert-store'
import {
  diffCatalogues,
  readCatalogue,
  snapshotOf,
  type CatalogueChanges,
} from './catalogue-changes'
import { composeAlertMail, type AlertDigest, type AlertMail } from './compose-alert-mail'
import type { KeyRing } from './alert-keys'
import type { TitleIn } from './estate-titles'
import { signUnsubscribe } from './unsubscribe-token'

const HOUR_MS = 60 * 60 * 1000
/** The least time between two mails to one person, by the shortest frequency of their searches. */
export const alertPeriodMs: Record<Exclude<AlertFrequency, 'off'>, number> = {
  daily: 24 * HOUR_MS,
  weekly: 7 * 24 * HOUR_MS,
}
/** A publish or digest an hour early still counts as the next day's (or week's) run. */
export const ALERT_GRACE_MS = HOUR_MS
/** New estates listed per search in one mail; the rest are a link to the search. */
export const MAX_LISTED_PER_SEARCH = 10
/**
 * People failed in a row (SMTP or the store not answering) before a run stops trying: a server
 * that is down costs each attempt its timeouts (seconds), which over a thousand people would
 * outlast the function's time limit.
 */
export const SMTP_FAILURES_BEFORE_GIVING_UP = 3

export type AlertDeps = {
  store: AlertStore
  send: (mail: AlertMail) => Promise<void>
  from: string
  siteUrl: string
  /** ALERTS_SIGNING_KEY's keys: the first signs the unsubscribe links. */
  signingKeys: KeyRing
  /** The estates' titles in the mail's language, where the data's translations have them. */
  titleIn?: TitleIn
  now: () => number
  log: (level: 'info' | 'error', message: string, detail?: unknown) => void
}

export type AlertRun =
  | { ok: false; reason: string }
  | {
      ok: true
      version: string
      /** No catalogue seen before: this one is the baseline and mails no news. */
      baseline: boolean
      changes: { added: number; price: number; availability: number; removed: number }
      /** Verified accounts with alerts on. */
      subscribers: number
      mailed: number
      /**
       * People whose turn failed (SMTP did not take their mail, the store did not answer for
       * them): logged and skipped, their alerts wait for the next run.
       */
      failed: number
      /** People not tried once several in a row had failed: theirs wait too. */
      deferred: number
      /** False when the run stopped at `maxMails` (call again: nobody is mailed twice). */
      complete: boolean
    }

const frequencyOf = (searches: SavedSearch[]) =>
  searches.some((search) => search.frequency === 'daily') ? 'daily' : 'weekly'

/**
 * The language of a person's mail: that of the page their most recently saved or changed search
 * with alerts on was saved from (one mail per person, so one language: their latest choice).
 */
export const mailLanguageOf = (searches: readonly SavedSearch[]): Language =>
  searches.reduce<SavedSearch | undefined>(
    (latest, search) => (!latest || search.updatedAt > latest.updatedAt ? search : latest),
    undefined,
  )?.language ?? DEFAULT_LANGUAGE

type NewEstateItem = Extract<AlertItem, { kind: 'new' }>

/** A new estate in a person's alerts, found by one of their searches. */
const newEstateItem = (
  estate: { id: string } & Pick<NewEstateItem, 'title' | 'location' | 'price' | 'monthly'>,
  searchId: string,
): NewEstateItem => ({
  kind: 'new',
  estateId: estate.id,
  title: estate.title,
  location: estate.location,
  price: estate.price,
  monthly: estate.monthly,
  searchId,
})

/** The estates of `estates` the home page shows for a saved search of this person's. */
function matchesOf(
  search: SavedSearch,
  estates: readonly Estate[],
  facets: EstateFacets,
  savedIds: ReadonlySet<string>,
) {
  const query = restrictToFacets(
    restrictToVisitor(parseEstateQuery(new URLSearchParams(search.query)), true),
    facets,
  )
  return findEstates(estates, query, savedIds)
}

type Catalogue = {
  version: string
  estates: Estate[]
  byId: Map<string, Estate>
  facets: EstateFacets
}

/** What this catalogue's changes mean for one person: new matches of each search, saved changes. */
function itemsFor(
  searches: SavedSearch[],
  savedIds: ReadonlySet<string>,
  changes: CatalogueChanges,
  added: Estate[],
  catalogue: Catalogue,
) {
  const items: AlertItem[] = []
  const more: Record<string, number> = {}
  const listed = new Set<string>()
  for (const search of searches) {
    const matches = matchesOf(search, added, catalogue.facets, savedIds).filter(
      (estate) => !listed.has(estate.id),
    )
    for (const estate of matches.slice(0, MAX_LISTED_PER_SEARCH)) {
      listed.add(estate.id)
      items.push(newEstateItem(estate, search.id))
    }
    if (matches.length > MAX_LISTED_PER_SEARCH)
      more[search.id] = matches.length - MAX_LISTED_PER_SEARCH
  }
  for (const { id, ...change } of changes.price)
    if (savedIds.has(id)) items.push({ kind: 'price', estateId: id, ...change })
  for (const { id, ...change } of changes.availability)
    if (savedIds.has(id)) items.push({ kind: 'availability', estateId: id, ...change })
  for (const { id, title } of changes.removed)
    if (savedIds.has(id)) items.push({ kind: 'removed', estateId: id, title })
  return { items, more }
}

/**
 * One mail's content from everything pending, checked against the catalogue now published: a new
 * estate is listed only while it is still there and still matches its search as the search now
 * reads (a weekly mail never lists one the site would not show); several changes of one saved
 * estate read as one, from the first value to the last.
 */
function digestOf(
  records: PendingAlerts[],
  searches: SavedSearch[],
  savedIds: ReadonlySet<string>,
  catalogue: Catalogue,
): AlertDigest {
  const bySearch = new Map<string, { estates: Estate[]; more: number }>()
  const seen = new Set<string>()
  const changes = new Map<string, Exclude<AlertItem, { kind: 'new' }>>()
  for (const record of records) {
    for (const [searchId, count] of Object.entries(record.more)) {
      const entry = bySearch.get(searchId) ?? { estates: [], more: 0 }
      entry.more += count
      bySearch.set(searchId, entry)
    }
    for (const item of record.items) {
      if (item.kind === 'new') {
        const estate = catalogue.byId.get(item.estateId)
        if (!estate || seen.has(estate.id)) continue
        seen.add(estate.id)
        const entry = bySearch.get(item.searchId) ?? { estates: [], more: 0 }
        entry.estates.push(estate)
        bySearch.set(item.searchId, entry)
        continue
      }
      const key = `${item.kind === 'removed' ? 'availability' : item.kind}:${item.estateId}`
      const earlier = changes.get(key)
      if (item.kind === 'price' && earlier?.kind === 'price')
        changes.set(key, { ...item, from: earlier.from })
      else if (item.kind === 'availability' && earlier?.kind === 'availability')
        changes.set(key, { ...item, from: earlier.from })
      else changes.set(key, item)
    }
  }
  const digest: AlertDigest = { searches: [], changes: [], reasons: searches }
  for (const search of searches) {
    const entry = bySearch.get(search.id)
    if (!entry) continue
    const still = matchesOf(search, entry.estates, catalogue.facets, savedIds)
    const estates = still
      .slice(0, MAX_LISTED_PER_SEARCH)
      .map((estate) => newEstateItem(estate, search.id))
    const more = entry.more + Math.max(0, still.length - MAX_LISTED_PER_SEARCH)
    if (estates.length || more) digest.searches.push({ search, estates, more })
  }
  for (const change of changes.values()) {
    // Back where it was (a price cut and restored within a week): nothing to tell.
    if (change.kind !== 'removed' && change.from === change.to) continue
    // Withdrawn and back again: it is listed, and any change of it is told as such.
    if (change.kind === 'removed' && catalogue.byId.has(change.estateId)) continue
    digest.changes.push(change)
  }
  return digest
}

/**
 * How one person's turn ended: mailed, nothing due, their address refused by the mail server
 * (it answered, so it is up), or failed (SMTP or the store not answering for them).
 */
type Delivery = 'sent' | 'none' | 'refused' | 'failed'

/** The mail server refused this address for good (5xx to RCPT TO): the next person may go on. */
const addressRefused = (error: unknown) => {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
  return code === 'EENVELOPE' && Number(responseCode) >= 500
}

async function deliver(
  person: AlertPerson & { email: string },
  searches: SavedSearch[],
  savedIds: ReadonlySet<string>,
  catalogue: Catalogue,
  deps: AlertDeps,
): Promise<Delivery> {
  const { store } = deps
  const now = deps.now()
  const last = await store.lastMailAt(person.uid)
  if (last !== null && now - last < alertPeriodMs[frequencyOf(searches)] - ALERT_GRACE_MS)
    return 'none'
  // A record already handed to SMTP (its mailId set) is never sent again, even when the run that
  // did so stopped before it could tell: at most once, never twice.
  const waiting = (await store.pending(person.uid)).filter((record) => !record.mailId)
  if (!waiting.length) return 'none'
  const digest = digestOf(waiting, searches, savedIds, catalogue)
  if (!digest.searches.length && !digest.changes.length) return 'none'
  const mailId = catalogue.version
  if (!(await store.claimMail(person.uid, mailId, now))) return 'none'
  const ids = waiting.map((record) => record.id)
  // Until SMTP has the mail, a failure gives the claim and the marks back for the next run (as
  // far as the store answers: a claim it keeps only holds back this version's mail).
  const giveBack = async () => {
    await store.markPending(person.uid, ids, null).catch(() => undefined)
    await store.releaseMail(person.uid, mailId).catch(() => undefined)
  }
  try {
    // Gone: the account was deleted since its alerts were read. No mail to an address given up.
    if (!(await store.markPending(person.uid, ids, mailId))) {
      await store.releaseMail(person.uid, mailId)
      return 'none'
    }
    const mail = composeAlertMail(digest, person.email, {
      from: deps.from,
      siteUrl: deps.siteUrl,
      token: signUnsubscribe(person.uid, deps.signingKeys),
      language: mailLanguageOf(searches),
      titleIn: deps.titleIn,
    })
    await deps.send(mail)
  } catch (error) {
    deps.log('error', 'An alert mail was not delivered; its alerts wait for the next run', {
      uid: person.uid,
      error: String(error),
    })
    await giveBack()
    return addressRefused(error) ? 'refused' : 'failed'
  }
  // Sent: the marks keep it from going twice even if this record is not written.
  await store.mailSent(person.uid, mailId, now).catch((error: unknown) =>
    deps.log('error', 'An alert mail was sent but not recorded as sent', {
      uid: person.uid,
      error: String(error),
    }),
  )
  return 'sent'
}

type Turn = Delivery | 'unsubscribed' | 'deferred'

/** One person's part of a run: what this catalogue means for them kept, then their mail if due. */
async function turnOf(
  person: AlertPerson & { email: string },
  run: { catalogue: Catalogue; changes: CatalogueChanges | null; added: Estate[] },
  giveUp: boolean,
  deps: AlertDeps,
): Promise<Turn> {
  const { catalogue, changes, added } = run
  const searches = (await deps.store.searches(person.uid)).filter(
    (search) => search.frequency !== 'off',
  )
  if (!searches.length) return 'unsubscribed'
  const savedIds = new Set(await deps.store.savedEstates(person.uid))
  if (changes) {
    const { items, more } = itemsFor(searches, savedIds, changes, added, catalogue)
    if (items.length || Object.keys(more).length)
      await deps.store.addPending(person.uid, {
        version: catalogue.version,
        createdAt: deps.now(),
        items,
        more,
      })
  }
  if (giveUp) return 'deferred'
  return deliver(person, searches, savedIds, catalogue, deps)
}

/**
 * A publication of the catalogue: compares it with the last one seen, keeps for each verified
 * person with alerts on what concerns them (once per catalogue version), mails everyone whose
 * frequency allows one mail with all that waits for them, then remembers this catalogue. The
 * same catalogue published again only mails what is due (the daily and weekly digests are that).
 */
export async function publishAlerts(
  raw: string,
  deps: AlertDeps,
  { maxMails = Infinity }: { maxMails?: number } = {},
): Promise<AlertRun> {
  const read = readCatalogue(raw)
  if (!read.ok) {
    deps.log('error', `The catalogue was refused and nobody was mailed: ${read.reason}`)
    return { ok: false, reason: read.reason }
  }
  const catalogue: Catalogue = {
    version: read.version,
    estates: read.estates,
    byId: new Map(read.estates.map((estate) => [estate.id, estate])),
    facets: facetsOf(read.estates),
  }
  const snapshots = read.estates.map(snapshotOf)
  const last = await deps.store.lastCatalogue()
  const changes =
    last && last.version !== catalogue.version ? diffCatalogues(last.estates, snapshots) : null
  const added = changes ? changes.added.map((id) => catalogue.byId.get(id) as Estate) : []
  const run = {
    ok: true as const,
    version: catalogue.version,
    baseline: last === null,
    changes: {
      added: changes?.added.length ?? 0,
      price: changes?.price.length ?? 0,
      availability: changes?.availability.length ?? 0,
      removed: changes?.removed.length ?? 0,
    },
    subscribers: 0,
    mailed: 0,
    failed: 0,
    deferred: 0,
    complete: true,
  }
  let failedInARow = 0
  for await (const person of deps.store.people()) {
    if (!person.emailVerified || !person.email) continue
    let turn: Turn
    try {
      turn = await turnOf(
        { ...person, email: person.email },
        { catalogue, changes, added },
        failedInARow >= SMTP_FAILURES_BEFORE_GIVING_UP,
        deps,
      )
    } catch (error) {
      // The store failed for this person: the run goes on without them. What this catalogue
      // meant for them is lost if it was not kept yet (the log names them); the catalogue is
      // still remembered, or everyone else would be told its news again with the next one.
      deps.log('error', 'An alerts run skipped a person after an error', {
        uid: person.uid,
        error: String(error),
      })
      turn = 'failed'
    }
    if (turn === 'unsubscribed') continue
    run.subscribers += 1
    if (turn === 'deferred') {
      run.deferred += 1
      continue
    }
    if (turn === 'sent') run.mailed += 1
    if (turn === 'failed' || turn === 'refused') run.failed += 1
    if (turn === 'failed') failedInARow += 1
    else if (turn !== 'none') failedInARow = 0
    if (run.mailed >= maxMails) {
      run.complete = false
      return run
    }
  }
  if (!last || last.version !== catalogue.version)
    await deps.store.saveCatalogue({
      version: catalogue.version,
      publishedAt: deps.now(),
      estates: snapshots,
    })
  deps.log('info', 'Alerts run', run)
  return run
}
