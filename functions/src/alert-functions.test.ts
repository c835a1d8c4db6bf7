// @vitest-environment node
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express, { type Request, type Response } from 'express'
import firebaseJson from '../../firebase.json'

// The alert functions as the platform admits their requests. The Functions emulator cannot show
// this: it reads a request's whole body before it gives the request a process, and starts one
// process per request. Cloud Run (Cloud Functions' second generation) hands a request to an
// instance as its headers arrive; the functions' framework then reads the body there, holding one
// of the `concurrency` places of one of `maxInstances` instances until it answers.
vi.hoisted(() => {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.MAIL_FROM = 'Luxury Living <alerts@luxuryliving.example>'
  process.env.SITE_URL = 'https://luxury.example'
  process.env.SMTP_PASSWORD = 'unused'
  process.env.ALERTS_PUBLISH_KEY = `p1:${'p'.repeat(44)}`
  process.env.ALERTS_SIGNING_KEY = `s1:${'s'.repeat(44)}`
})
vi.mock('firebase-admin/app', () => ({ initializeApp: () => ({}) }))
// Nothing here reaches the store: an unsubscribe with a made-up token is refused before it.
vi.mock('firebase-admin/firestore', () => ({
  getFirestore: () => ({ collection: () => ({ doc: () => ({}) }) }),
  Timestamp: {},
}))
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({}) }))

type HttpsFunction = ((request: Request, response: Response) => unknown) & {
  __endpoint: { concurrency?: number; maxInstances?: number }
}

/** A function's places (concurrency × instances), each held from a request's headers to its answer. */
function admission(run: HttpsFunction) {
  const { concurrency = 80, maxInstances = 100 } = run.__endpoint
  const readBody = express.raw({ type: '*/*', limit: '32mb' })
  let free = concurrency * maxInstances
  let held = 0
  const waiting: (() => void)[] = []
  const handle = (request: Request, response: Response) => {
    const start = () => {
      free -= 1
      held += 1
      response.on('close', () => {
        free += 1
        held -= 1
        waiting.shift()?.()
      })
      readBody(request, response, () => void run(request, response))
    }
    if (free > 0) start()
    else waiting.push(start)
  }
  return { handle, held: () => held }
}

/** Hosting's rewrite of a path to a function, as firebase.json says (exact, or a `/**` prefix). */
const rewrittenTo = (path: string) =>
  firebaseJson.hosting.rewrites.find(
    (rule) =>
      'function' in rule &&
      (rule.source === path ||
        (rule.source.endsWith('/**') && path.startsWith(rule.source.slice(0, -2)))),
  )?.function?.functionId

let server: Server
let origin: string
const gates = new Map<string, ReturnType<typeof admission>>()

beforeAll(async () => {
  const functions = (await import('./index')) as unknown as Record<string, HttpsFunction>
  const app = express()
  app.use((request, response) => {
    // Through Hosting (the site's path), or at the function's own address (`/<name>/…`).
    const name = rewrittenTo(request.path) ?? request.path.split('/')[1] ?? ''
    const run = functions[name]
    if (!run?.__endpoint) return void response.status(404).end()
    if (!gates.has(name)) gates.set(name, admission(run))
    gates.get(name)?.handle(request, response)
  })
  server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

/** A POST that sends its headers and one byte of its 1 KB body, then waits. */
function slowUpload(path: string) {
  const request = httpRequest(`${origin}${path}`, {
    method: 'POST',
    headers: {
      Authorization: 'Bearer p1:not-the-key',
      'Content-Type': 'application/json',
      'Content-Length': 1024,
    },
  })
  const answered = new Promise<number>((resolve) =>
    request.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    }),
  )
  request.on('error', () => undefined)
  request.write('{')
  return {
    finish: () => {
      request.end(`"maxMails":1}`.padEnd(1023, ' '))
      return answered
    },
  }
}

const PUBLISH = '/alertsPublish'

describe('the alert functions as Cloud Run admits them', () => {
  it('@fault answers a one-click unsubscribe at once while ten uploads to the publish function hang', async () => {
    const uploads = Array.from({ length: 10 }, () => slowUpload(PUBLISH))
    const publish = rewrittenTo(PUBLISH) ?? PUBLISH.slice(1)
    await expect.poll(() => gates.get(publish)?.held()).toBe(10)

    const answer = await fetch(`${origin}/api/alerts/unsubscribe?token=u2.s1.bm8.bm8`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      signal: AbortSignal.timeout(2_000),
    })
    // The function's own answer (a made-up token): it was not held behind the uploads.
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ error: { code: 'invalid-link' } })

    // Ended, the uploads are refused for their key (never for a body it did not look at).
    expect(await Promise.all(uploads.map((upload) => upload.finish()))).toEqual(
      Array.from({ length: 10 }, () => 401),
    )
  })

  it('gives the one-click unsubscribe a function Hosting reaches, and the publish trigger none', () => {
    expect(rewrittenTo('/api/alerts/unsubscribe')).toBe('alertsUnsubscribe')
    expect(rewrittenTo('/api/alerts/publish')).toBeUndefined()
  })
})
