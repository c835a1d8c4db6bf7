import { initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { defineSecret, defineString } from 'firebase-functions/params'
import { region as regionV1 } from 'firebase-functions/v1'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import {
  cspReports as reportLimits,
  enquiry as limits,
  figures as figureLimits,
} from '@/config/constants'
import { dataFiles } from '@/config/paths'
import type { AlertPerson } from './alert-store'
import { clientAddressKey } from './client-address'
import { endpoint } from './endpoint'
import { deleteAccountData, firestoreAccountData } from './delete-account-data'
import { firestoreAlertStore } from './firestore-alert-store'
import { firestoreSavedEstates } from './firestore-saved-estates'
import { firestoreTicketStore } from './firestore-tickets'
import {
  misconfigured,
  readAlertSettings,
  type AlertKeyName,
  type AlertSettings,
  type AlertSettingsRead,
} from './alert-settings'
import { handlePublish } from './handle-publish'
import { handleUnsubscribe } from './handle-unsubscribe'
import { publishAlerts, type AlertDeps } from './publish-alerts'
import { liveCatalogue } from './publish/live-catalogue'
import { versionFiles } from './publish/version-files'
import { firestoreVersionStore } from './publish/version-store'
import { publishSiteCatalogue, readSiteCatalogue, type SiteRun } from './site-catalogue'
import { createMinuteCounter, handleCspReport } from './handle-csp-report'
import { handleEnquiry, RATE_WINDOW_MS, type EnquiryDeps } from './handle-enquiry'
import { firestoreInbox } from './inbox/firestore-inbox'
import { deleteExpiredRequests } from './inbox/retention'
import { firestoreSettings } from './settings/settings-store'
import { firestoreSearchStore } from './firestore-searches'
import { handleSavedEstates } from './handle-saved-estates'
import { handleSavedSearches } from './handle-saved-searches'
import { createRateLimiter, type RateLimiter } from './rate-limiter'
import { firestoreFigures } from './figures/figures-store'
import { handleView } from './figures/handle-view'
import { mailer, mailFrom, smtpPassword } from './mail-transport'

// The back office's API (issue 44): a module of its own.
export { admin } from './admin-function'

initializeApp()

// The site's address: where the mails link, and where the catalogue is read before anything was
// published.
const siteUrl = defineString('SITE_URL', {
  description: "The site's address: the alerts read its catalogue and link to it (https://…)",
})

// The catalogue the site shows (issue 45): the live version's files, read again once a publish
// makes another version live; before the first publish, the files the site serves. The agent an
// enquiry goes to, a saved estate's title and what an alert mails all come from here.
const catalogue = liveCatalogue({
  live: () => firestoreVersionStore(getFirestore()).live(),
  versionFile: versionFiles.read,
  siteFile: (path) => readSiteCatalogue(siteUrl.value(), path, fetch),
  warn: (message) => logger.warn(message),
  now: () => Date.now(),
})

// The hourly limits count in Firestore, which every instance shares (decision 025;
// locally the emulators' starter points FIRESTORE_EMULATOR_HOST at the loopback Firestore). Each
// has its own collection; the TTL policy on `tickets` clears all three.
const keepMs = RATE_WINDOW_MS + 24 * 60 * 60 * 1000
const hourly = (limit: number, collection: string) =>
  withTimeout(
    createRateLimiter({
      limit,
      windowMs: RATE_WINDOW_MS,
      store: firestoreTicketStore(getFirestore(), { collection, keepMs }),
    }),
  )

/** A store that does not answer within seconds fails the check (503), well before the time limit. */
function withTimeout(counted: RateLimiter): RateLimiter {
  return {
    take: (key, now) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('The hourly limit timed out')), 8_000)
        counted
          .take(key, now)
          .then(resolve, reject)
          .finally(() => clearTimeout(timer))
      }),
  }
}

const limiters = {
  visitor: hourly(limits.perVisitorPerHour, 'enquiryLimits'),
  agent: hourly(limits.perAgentPerHour, 'enquiryLimitsByAgent'),
  address: hourly(limits.perAddressPerHour, 'enquiryLimitsByAddress'),
}

// Made on a request's first use of it: index.ts initialises the Admin SDK after the modules load.
const inbox: EnquiryDeps['inbox'] = {
  add: (request) => firestoreInbox(getFirestore()).add(request),
  setMail: (id, mail) => firestoreInbox(getFirestore()).setMail(id, mail),
}

// The hourly limits hold across instances (they count in Firestore); maxInstances only caps the cost.
export const enquiries = endpoint({ secrets: [smtpPassword] }, (request) =>
  handleEnquiry(
    {
      method: request.method,
      headers: request.headers,
      rawBody: request.rawBody,
      // Not Express's req.ip (the left-most X-Forwarded-For entry, which the client writes): the
      // key of the entry the platform appended, or none (client-address.ts, decision 046).
      ip: clientAddressKey(request.headers),
    },
    {
      // true: a token of a signed-out-everywhere or disabled account is refused, not only an
      // expired one (one more call to the Auth service per request).
      verifyToken: (token) => getAuth().verifyIdToken(token, true),
      send: async (message) => {
        await mailer().sendMail(message)
      },
      catalogue,
      limiters,
      inbox,
      figures: { add: (...args) => firestoreFigures(getFirestore()).add(...args) },
      from: mailFrom.value(),
      now: () => new Date(),
      log: (message, detail) => logger.error(message, detail),
    },
  ),
)

/**
 * A signed-in visitor's saved searches (issue 32), in Firestore at accounts/{uid}/searches; Hosting
 * rewrites /api/saved-searches and /api/saved-searches/** here.
 */
export const savedSearches = endpoint({ timeoutSeconds: 15 }, (request) =>
  handleSavedSearches(
    {
      method: request.method,
      path: request.path,
      headers: request.headers,
      rawBody: request.rawBody,
    },
    {
      verifyToken: (token) => getAuth().verifyIdToken(token, true),
      store: firestoreSearchStore(getFirestore()),
      now: () => Date.now(),
      log: (message, detail) => logger.error(message, detail),
    },
  ),
)

const reportCounter = createMinuteCounter(() => Date.now())

/** The Content-Security-Policy's reports, logged (decision 023); Hosting rewrites /api/csp-reports. */
export const cspReports = endpoint(
  // The per-minute limits count in each instance's memory: two instances cap the log at twice.
  { maxInstances: reportLimits.maxInstances, timeoutSeconds: 10, memory: '128MiB' },
  (request) =>
    handleCspReport(
      {
        method: request.method,
        headers: request.headers,
        rawBody: request.rawBody,
        ip: clientAddressKey(request.headers), // as the enquiries' (see there)
      },
      {
        counter: reportCounter,
        log: (violation) => logger.warn('Content-Security-Policy violation', violation),
      },
    ),
)

// The catalogue alerts (decisions 034, 047). The publish key lets the site runner after a publish
// (and `npm run publish:catalogue`) start a run; the signing key signs the mails' unsubscribe
// links. Both are secrets holding `<id>:<secret>` keys (functions/.secret.local locally).
const alertsPublishKey = defineSecret('ALERTS_PUBLISH_KEY')
const alertsSigningKey = defineSecret('ALERTS_SIGNING_KEY')

/**
 * An alert function's settings, read once per instance on its first call (secrets are not there
 * when the deploy reads the code). Deployed, short or committed keys refuse every call (503).
 */
function alertSettings<Name extends AlertKeyName>(
  secrets: Record<Name, { value: () => string }>,
): () => AlertSettingsRead<Name> {
  let read: AlertSettingsRead<Name> | undefined
  return () =>
    (read ??= readAlertSettings(
      Object.fromEntries(
        Object.entries<{ value: () => string }>(secrets).map(([name, secret]) => [
          name,
          secret.value(),
        ]),
      ) as Record<Name, string>,
      { siteUrl: siteUrl.value(), emulator: process.env.FUNCTIONS_EMULATOR === 'true' },
    ))
}
const publishSettings = alertSettings({
  ALERTS_PUBLISH_KEY: alertsPublishKey,
  ALERTS_SIGNING_KEY: alertsSigningKey,
})
const signingSettings = alertSettings({ ALERTS_SIGNING_KEY: alertsSigningKey })

async function* accounts(): AsyncIterable<AlertPerson> {
  let pageToken: string | undefined
  do {
    const page = await getAuth().listUsers(1000, pageToken)
    for (const user of page.users)
      if (!user.disabled)
        yield { uid: user.uid, email: user.email ?? null, emailVerified: user.emailVerified }
    pageToken = page.pageToken
  } while (pageToken)
}

const alertLog: AlertDeps['log'] = (level, message, detail) =>
  level === 'error' ? logger.error(message, detail) : logger.info(message, detail)

const alertDeps = (
  settings: AlertSettings<'ALERTS_SIGNING_KEY'>,
  titleIn: AlertDeps['titleIn'],
): AlertDeps & { fetch: typeof fetch } => ({
  store: firestoreAlertStore(getFirestore(), accounts),
  send: async (mail) => {
    await mailer().sendMail(mail)
  },
  from: mailFrom.value(),
  siteUrl: settings.siteUrl,
  signingKeys: settings.keys.ALERTS_SIGNING_KEY,
  titleIn,
  now: () => Date.now(),
  log: alertLog,
  fetch,
})

/**
 * One alerts run: the live catalogue's, its estates and their titles of one version; locally a
 * test catalogue the site serves (site-catalogue.ts), titled by the live one's translations. A
 * catalogue that cannot be read mails nobody.
 */
async function alertRun(
  settings: AlertSettings<'ALERTS_SIGNING_KEY'>,
  path: string,
  options: { maxMails?: number } = {},
): Promise<SiteRun> {
  const live = await catalogue().then(
    (read) => ({ ok: true as const, read }),
    (error: unknown) => ({ ok: false as const, reason: String(error) }),
  )
  if (path !== dataFiles.estates)
    return publishSiteCatalogue(
      path,
      alertDeps(settings, live.ok ? live.read.titleIn : undefined),
      options,
    )
  if (!live.ok) {
    alertLog('error', `The catalogue could not be read and nobody was mailed: ${live.reason}`)
    return { ok: false, unreadable: true, reason: live.reason }
  }
  return publishAlerts(live.read.text, alertDeps(settings, live.read.titleIn), options)
}

/**
 * The publish trigger (handle-publish.ts), at the function's own address only: Hosting has no
 * rewrite to it. Locally http://127.0.0.1:5001/<project>/us-central1/alertsPublish.
 */
export const alertsPublish = endpoint(
  {
    secrets: [smtpPassword, alertsPublishKey, alertsSigningKey],
    // One run per instance: a run holds two catalogues in memory (~300 MB at 10,000 estates).
    // Runs at once are safe (create-unless-exists). An upload held open here holds only this.
    concurrency: 1,
    // 10,000 estates against 1,000 searches is seconds (docs/decisions/034); the mails take longer.
    timeoutSeconds: 540,
    memory: '512MiB',
  },
  (request) =>
    handlePublish(
      { method: request.method, headers: request.headers, body: () => request.rawBody },
      {
        settings: publishSettings(),
        publish: alertRun,
        log: alertLog,
      },
    ),
)

/**
 * The unsubscribe link's POST (handle-unsubscribe.ts); Hosting rewrites /api/alerts/unsubscribe
 * here, the address every mail sent so far carries. Quick and small: many at once per instance.
 */
export const alertsUnsubscribe = endpoint({ secrets: [alertsSigningKey] }, (request) =>
  handleUnsubscribe(
    { method: request.method, query: request.query as Record<string, unknown> },
    {
      settings: signingSettings(),
      store: firestoreAlertStore(getFirestore(), accounts),
      now: () => Date.now(),
      log: alertLog,
    },
  ),
)

/**
 * The daily digest: the live catalogue, published again, so what waits for a daily or
 * weekly person goes out even when no new catalogue comes. The very run the publish trigger starts
 * (the emulator never fires a schedule: locally, publish again).
 */
export const alertsDigest = onSchedule(
  {
    region: 'us-central1',
    schedule: 'every day 07:00',
    timeZone: 'Europe/London',
    secrets: [smtpPassword, alertsSigningKey],
    timeoutSeconds: 540,
    memory: '512MiB',
  },
  async () => {
    const settings = signingSettings()
    if (!settings.ok) {
      misconfigured(settings.problems, (message, detail) => logger.error(message, detail))
      return
    }
    const run = await alertRun(settings.settings, dataFiles.estates)
    if (!run.ok) throw new Error(`The daily alerts did not run: ${run.reason}`)
  },
)

const savedEstatesDb = firestoreSavedEstates(getFirestore())

/**
 * The signed-in visitor's saved estates (issue 32, decision 035); Hosting rewrites
 * /api/saved-estates and /api/saved-estates/** here.
 */
export const savedEstates = endpoint({ timeoutSeconds: 20 }, (request) =>
  handleSavedEstates(
    {
      method: request.method,
      path: request.path,
      headers: request.headers,
      rawBody: request.rawBody,
    },
    {
      // true: a signed-out-everywhere or disabled account's token is refused too.
      verifyToken: (token) => getAuth().verifyIdToken(token, true),
      db: savedEstatesDb,
      estates: async () => (await catalogue()).estates,
      figures: { add: (...args) => firestoreFigures(getFirestore()).add(...args) },
      now: () => Date.now(),
      log: (message, detail) => logger.error(message, detail),
    },
  ),
)

/**
 * A deleted account's saved searches, saved estates and alert state go with it, and its requests
 * in the inbox are unlinked from it, whichever client deleted the account (decision 033,
 * amendment). Auth's user-deletion event exists only in
 * firebase-functions v1; the Auth emulator fires it locally too.
 */
export const accountCleanup = regionV1('us-central1')
  .runWith({ timeoutSeconds: 60, memory: '256MB' })
  .auth.user()
  .onDelete(async (user) => {
    const { deleted, unlinked } = await deleteAccountData(
      user.uid,
      firestoreAccountData(getFirestore()),
    )
    logger.info("A deleted account's data removed", {
      uid: user.uid,
      documents: deleted,
      requestsUnlinked: unlinked,
    })
  })

/**
 * The inbox's retention (issue 46): each night, the requests older than the settings' term go
 * (the back office deletes them at once too when the term is shortened). The emulator never fires
 * a schedule: locally, saving the setting runs it.
 */
export const inboxRetention = onSchedule(
  {
    region: 'us-central1',
    schedule: 'every day 03:00',
    timeZone: 'Europe/London',
    timeoutSeconds: 540,
    memory: '256MiB',
  },
  async () => {
    const deleted = await deleteExpiredRequests({
      settings: firestoreSettings(getFirestore()),
      inbox: firestoreInbox(getFirestore()),
      now: () => Date.now(),
    })
    logger.info('The inbox’s retention ran', { deleted })
  },
)

// A view's count per visitor key and estate: a script reloading a page counts this many an hour.
const viewLimiter = withTimeout(
  createRateLimiter({
    limit: figureLimits.viewsPerVisitorPerEstatePerHour,
    windowMs: RATE_WINDOW_MS,
    store: firestoreTicketStore(getFirestore(), { collection: 'viewLimits', keepMs }),
  }),
)

/**
 * One view of an estate's page (issue 46, decision 057), counted without cookies; Hosting rewrites
 * /api/views here. Small and quick: many at once per instance.
 */
export const views = endpoint({ timeoutSeconds: 15, memory: '256MiB' }, (request) =>
  handleView(
    {
      method: request.method,
      headers: request.headers,
      rawBody: request.rawBody,
      ip: clientAddressKey(request.headers), // as the enquiries' (see there)
    },
    {
      verifyToken: (token) => getAuth().verifyIdToken(token, true),
      estates: async () => (await catalogue()).estates,
      figures: firestoreFigures(getFirestore()),
      limiter: viewLimiter,
      now: () => Date.now(),
      log: (message, detail) => logger.error(message, detail),
    },
  ),
)

// The exchange rates: refreshed from the ECB every working day, served at /rates.json (decision 045).
export { exchangeRates, refreshExchangeRates } from './exchange-rates-functions'
