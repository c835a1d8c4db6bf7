import {
  createAccount,
  deleteAccount,
  findAccountByEmail,
  signInAccount,
  verifyEmailOf,
} from '../../scripts/lib/auth-emulator-api.mjs'

export { authUrl, projectId } from '../../scripts/lib/emulator-config.mjs'

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
  const { localId } = await createAccount({
    email: user.email,
    password: user.password,
    displayName: user.name,
    photoUrl: user.photoURL,
  })
  return { uid: localId, ...user }
}

/**
 * Marks a test user's email verified (the `newUser` fixture's users are not): for tests that send
 * viewing requests, which the function accepts only from verified addresses. Returns the user.
 */
export async function verified<User extends Pick<TestUser, 'uid'>>(user: User): Promise<User> {
  await verifyEmailOf(user.uid)
  return user
}

export async function deleteUser(uid: string) {
  await deleteAccount(uid).catch(() => undefined)
}

export const findUserByEmail = findAccountByEmail

/**
 * Whether the identity provider lets this email and password in: what a test that is about
 * changing a password asks of the provider (signing in through the form is auth.spec's subject).
 */
export async function passwordOpens(email: string, password: string) {
  return signInAccount({ email, password }).then(
    () => true,
    () => false,
  )
}
