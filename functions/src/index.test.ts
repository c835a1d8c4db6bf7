// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'

// The deployed function as the platform runs it (firebase-functions' onRequest wrapper in an
// Express app), with the Functions emulator's debug features on: they are what turned on CORS for
// every function that did not say otherwise. Firebase's services are stood in for.
vi.hoisted(() => {
  process.env.FIREBASE_DEBUG_MODE = 'true'
  process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ enableCors: true })
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.MAIL_FROM = 'Luxury Living <enquiries@luxuryliving.example>'
})
vi.mock('firebase-admin/app', () => ({ initializeApp: () => ({}) }))
vi.mock('firebase-admin/firestore', () => ({ getFirestore: () => ({}), Timestamp: {} }))
vi.mock('firebase-admin/auth', () => ({
  getAuth: () => ({ verifyIdToken: () => Promise.reject(new Error('no token here')) }),
}))

let server: Server
let origin: string

beforeAll(async () => {
  const { enquiries } = await import('./index')
  const app = express()
  app.use((request, response) => void enquiries(request as never, response as never))
  server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the enquiry function and other origins', () => {
  it('answers a preflight from a foreign origin without allowing it', async () => {
    const answer = await fetch(`${origin}/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect(answer.headers.get('access-control-allow-headers')).toBeNull()
    expect(answer.headers.get('access-control-allow-methods')).toBeNull()
    // The function itself answers it: a POST endpoint, nothing else.
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('POST')
  })

  it('gives a foreign origin nothing it could read on a POST either', async () => {
    const answer = await fetch(`${origin}/`, {
      method: 'POST',
      headers: {
        Origin: 'https://evil.example',
        Authorization: 'Bearer forged',
        'Content-Type': 'application/json',
      },
      body: '{}',
    })
    expect(answer.status).toBe(401)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })
})
