import { readFileSync } from 'node:fs'

const config = JSON.parse(
  readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
) as {
  emulators: { auth: { host: string; port: number } }
}
const firebaserc = JSON.parse(
  readFileSync(new URL('../../.firebaserc', import.meta.url), 'utf8'),
) as {
  projects: { default: string }
}

export const projectId = firebaserc.projects.default
const base = `http://${config.emulators.auth.host}:${config.emulators.auth.port}`
const api = `${base}/identitytoolkit.googleapis.com/v1`

export type TestUser = {
  uid: string
  name: string
  email: string
  password: string
  photoURL: string
}

let counter = 0
export function uniqueEmail(label = 'guest') {
  counter += 1
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`
}

async function call<T>(path: string, body: unknown, admin = false): Promise<T> {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(admin ? { Authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Creates an email/password account in the Auth emulator, with a name and a photo. */
export async function createUser(
  overrides: Partial<Omit<TestUser, 'uid'>> = {},
): Promise<TestUser> {
  const user = {
    name: 'Eleanor Whitfield',
    email: uniqueEmail(),
    password: 'Secret12',
    photoURL: 'https://images.example.com/eleanor.jpg',
    ...overrides,
  }
  const created = await call<{ localId: string; idToken: string }>('/accounts:signUp?key=test', {
    email: user.email,
    password: user.password,
    returnSecureToken: true,
  })
  await call('/accounts:update?key=test', {
    idToken: created.idToken,
    displayName: user.name,
    photoUrl: user.photoURL,
  })
  return { uid: created.localId, ...user }
}

export async function deleteUser(uid: string) {
  await call(`/projects/${projectId}/accounts:delete`, { localId: uid }, true).catch(
    () => undefined,
  )
}

export async function findUserByEmail(email: string) {
  const result = await call<{
    users?: { localId: string; displayName?: string; photoUrl?: string }[]
  }>(`/projects/${projectId}/accounts:lookup`, { email: [email] }, true)
  return result.users?.[0]
}
