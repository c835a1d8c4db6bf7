// @vitest-environment node
import { initializeApp, deleteApp, type App } from 'firebase-admin/app'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import { startFirestoreServer } from '../../scripts/lib/firestore-server.mjs'
import { firestoreTicketStore } from './firestore-tickets'
import { createRateLimiter } from './rate-limiter'

// The limiter through the Admin SDK's Firestore client, against the local Firestore the emulators
// start (a real gRPC server in this process): what the function does, without the function.
const HOUR = 60 * 60 * 1000
let server: Awaited<ReturnType<typeof startFirestoreServer>>
let app: App
let db: Firestore

beforeAll(async () => {
  server = await startFirestoreServer({ port: 0 })
  process.env.FIRESTORE_EMULATOR_HOST = server.address
  // No Google metadata server to ask for credentials here (the Functions emulator says the same).
  process.env.METADATA_SERVER_DETECTION = 'none'
  app = initializeApp({ projectId: 'demo-tickets' }, 'tickets-test')
  db = getFirestore(app)
  // The client's first call loads gRPC, seconds on a busy machine: not part of what is tested.
  await db.collection('warm-up').limit(1).get()
}, 30_000)

afterAll(async () => {
  await deleteApp(app)
  server.stop()
})

describe('the hourly limit in Firestore', () => {
  it('lets exactly the limit through out of 20 simultaneous requests, and no one else is held back', async () => {
    const store = firestoreTicketStore(db, { keepMs: HOUR })
    const limiter = createRateLimiter({ limit: 5, windowMs: HOUR, store })
    const now = Date.now()
    const slots = await Promise.all(Array.from({ length: 20 }, () => limiter.take('flood', now)))
    expect(slots.filter((slot) => slot.ok)).toHaveLength(5)
    for (const slot of slots.filter((candidate) => !candidate.ok)) {
      expect(slot).toEqual({ ok: false, retryAfterMs: HOUR })
    }
    expect((await limiter.take('someone-else', now)).ok).toBe(true)

    const tickets = await db.collection('enquiryLimits/flood/tickets').orderBy('n').get()
    expect(tickets.docs.map((doc) => doc.id)).toEqual([1, 2, 3, 4, 5].map((n) => `000000000${n}`))
    expect(tickets.docs[0]?.get('expiresAt').toMillis()).toBe(now + HOUR)
  }, 30_000)

  it('gives a released slot back and numbers on', async () => {
    const store = firestoreTicketStore(db, { keepMs: HOUR })
    const limiter = createRateLimiter({ limit: 1, windowMs: HOUR, store })
    const first = await limiter.take('release', 1_000)
    if (!first.ok) throw new Error('expected a slot')
    await first.release()
    expect((await limiter.take('release', 2_000)).ok).toBe(true)
    expect(await limiter.take('release', 3_000)).toEqual({ ok: false, retryAfterMs: HOUR - 1_000 })
    expect(await store.takenSince('release', 0)).toEqual([
      { n: 1, takenAt: 1_000, released: true },
      { n: 2, takenAt: 2_000, released: false },
    ])
  })

  it('answers the store’s own error when a write fails for another reason than a taken number', async () => {
    const store = firestoreTicketStore(db, { keepMs: HOUR })
    await expect(store.release('nobody', 1)).rejects.toMatchObject({ code: 5 })
  })
})
