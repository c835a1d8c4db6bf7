// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'

// The admin function as the platform runs it, with the Admin SDK stood in for: what it asks of
// the SDK and what every answer carries. The Functions emulator's debug features on: they turn on
// CORS for a function that does not say otherwise (index.test.ts).
vi.hoisted(() => {
  process.env.FIREBASE_DEBUG_MODE = 'true'
  process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ enableCors: true })
})
const verifyIdToken = vi.fn()
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({ verifyIdToken }) }))
vi.mock('firebase-admin/firestore', () => ({ getFirestore: () => ({ collection: () => ({}) }) }))

let server: Server
let origin: string

beforeAll(async () => {
  const { admin } = await import('./admin-function')
  const app = express()
  app.use((request, response) => void admin(request as never, response as never))
  server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the admin function', () => {
  it('checks tokens for revocation and answers a member, never to be stored', async () => {
    verifyIdToken.mockResolvedValue({
      uid: 'u1',
      email: 'olivia@example.com',
      email_verified: true,
      name: 'Olivia',
      role: 'owner',
    })
    const answer = await fetch(`${origin}/api/admin/me`, {
      headers: { Authorization: 'Bearer a-token' },
    })
    expect(verifyIdToken).toHaveBeenCalledWith('a-token', true)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({
      member: { uid: 'u1', email: 'olivia@example.com', name: 'Olivia', role: 'owner' },
    })
  })

  it('refuses a revoked token, and a foreign origin reads nothing', async () => {
    verifyIdToken.mockRejectedValue(
      Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' }),
    )
    const answer = await fetch(`${origin}/api/admin/staff`, {
      headers: { Authorization: 'Bearer old', Origin: 'https://evil.example' },
    })
    expect(answer.status).toBe(401)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })
})
