import { signOutQuestion } from '@/features/auth/sign-out-dialog'
import { savedEstatesOnDevice } from '@/features/saved/saved-estates-store'

/**
 * What Logout asks first: whether to keep or clear the saved estates this browser keeps for the
 * visitor (a shared computer); nothing when it keeps none. Loaded on the press (see navbar.tsx).
 */
export const savedEstatesQuestion = (uid: string) => signOutQuestion(savedEstatesOnDevice(uid))
