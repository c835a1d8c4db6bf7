import { initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params'
import { onRequest } from 'firebase-functions/v2/https'
import nodemailer, { type Transporter } from 'nodemailer'
import { enquiry as limits } from '@/config/constants'
import { parseEstates } from '@/features/estates/parse-estates'
import siteData from '../../public/data.json'
import { firestoreTicketStore } from './firestore-tickets'
import { handleEnquiry, RATE_WINDOW_MS } from './handle-enquiry'
import { createRateLimiter, type RateLimiter } from './rate-limiter'

// The SMTP server's settings are the function's parameters (functions/.env.<project> or prompted at
// deploy; locally scripts/lib/emulators.mjs writes functions/.env.local for the loopback server),
// and its password a secret in Secret Manager (functions/.secret.local locally).
const smtpHost = defineString('SMTP_HOST', { description: 'SMTP server host name' })
const smtpPort = defineInt('SMTP_PORT', { default: 587, description: 'SMTP server port' })
const smtpSecure = defineBoolean('SMTP_SECURE', {
  default: false,
  description: 'TLS from the first byte (port 465); otherwise STARTTLS when offered',
})
const smtpUser = defineString('SMTP_USER', { default: '', description: 'SMTP user (empty: none)' })
const smtpPassword = defineSecret('SMTP_PASSWORD')
const mailFrom = defineString('MAIL_FROM', {
  default: 'Luxury Living <enquiries@luxuryliving.example>',
  description: 'The sender of viewing requests and confirmations',
})

initializeApp()

// The estates and their agents as the site publishes them, read at build time: the agent's address
// comes from here, never from the request.
const estates = new Map(
  parseEstates(siteData, 'data.json', (message) => logger.warn(message)).estates.map((estate) => [
    estate.id,
    estate,
  ]),
)
// The hourly limit counts in Firestore, which every instance shares (decision 021-enquiry-rate-limit;
// locally the emulators' starter points FIRESTORE_EMULATOR_HOST at the loopback Firestore).
const counted = createRateLimiter({
  limit: limits.perVisitorPerHour,
  windowMs: RATE_WINDOW_MS,
  store: firestoreTicketStore(getFirestore(), { keepMs: RATE_WINDOW_MS + 24 * 60 * 60 * 1000 }),
})
/** A store that does not answer within seconds fails the check (503), well before the time limit. */
const limiter: RateLimiter = {
  take: (key, now) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The hourly limit timed out')), 8_000)
      counted
        .take(key, now)
        .then(resolve, reject)
        .finally(() => clearTimeout(timer))
    }),
}

let transport: Transporter | undefined
function mailer() {
  transport ??= nodemailer.createTransport({
    host: smtpHost.value(),
    port: smtpPort.value(),
    secure: smtpSecure.value(),
    ...(smtpUser.value() ? { auth: { user: smtpUser.value(), pass: smtpPassword.value() } } : {}),
    // A server that is down or stalls gets an answer to the visitor in seconds, not a timeout.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  })
  return transport
}

export const enquiries = onRequest(
  {
    region: 'us-central1',
    secrets: [smtpPassword],
    // The hourly limit holds across instances (it counts in Firestore); this only caps the cost.
    maxInstances: 10,
    concurrency: 80,
    timeoutSeconds: 30,
    memory: '256MiB',
  },
  async (request, response) => {
    const answer = await handleEnquiry(request, {
      verifyToken: (token) => getAuth().verifyIdToken(token),
      send: async (message) => {
        await mailer().sendMail(message)
      },
      estates,
      limiter,
      from: mailFrom.value(),
      now: () => new Date(),
      log: (message, detail) => logger.error(message, detail),
    })
    response.set({
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...answer.headers,
    })
    response.status(answer.status).json(answer.body)
  },
)
