import { sharedMessages } from '@/components/messages'
import { PASSWORD_MIN_LENGTH } from '@/config/constants'
import { formatNumber } from '@/lib/format'

/**
 * What signing in, registering and the profile say (the spec's toasts and field checks among
 * them), the fields their forms share, and the account menu: the session is on every page, so
 * these are too. A page's own words are in its folder (app/routes/login/messages.ts ...), and the
 * account pages' longer texts in account-messages.ts, so that no page carries another's.
 */
export const authMessages = {
  loginSuccess: 'Logged in Successfully',
  loginMismatch: 'email or password do not match',
  loginEmailMissing: 'Please enter your email address.',
  loginPasswordMissing: 'Please enter your password.',
  socialLoginFailed: (reason: string) => `Sign-in did not complete: ${reason}`,
  registerSuccess: 'User Created Successfully',
  registerFailed: (reason: string) => `User creation failed: ${reason}`,
  updateSuccess: 'Profile Updated Successfully',
  updateFailed: (reason: string) => `Profile update failed: ${reason}`,
  emailChangeSent: (email: string) =>
    `We sent a link to ${email}: open it to confirm your new email.`,
  logoutSuccess: 'Successfully logged out',
  logoutFailed: 'Failed to log out',
  noUserNotice: 'No user is logged in. Please Login First',

  /** The spec's field checks (section 5), and ours for the account's other forms. */
  validation: {
    ...sharedMessages.validation,
    photoRequired: 'PhotoURL is required !!!',
    photoInvalid: 'Enter a photo URL that starts with http:// or https://',
    passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    passwordWeak: `Password must contain at least one uppercase, one lowercase, and be at least ${PASSWORD_MIN_LENGTH} characters long`,
    currentPasswordRequired: 'Please enter your current password.',
  },

  /** The fields and links the sign-in, registration and profile forms share. */
  form: {
    name: 'Name',
    photoUrl: 'Photo URL',
    photoUrlPlaceholder: 'https://',
    email: 'Email address',
    password: 'Password',
    signIn: 'Sign in',
  },
  socialLogin: { google: 'Login with Google', github: 'Login with GitHub' },

  deleteAccount: 'Delete account',
  accountMenu: (name: string) => `Account menu for ${name}`,
  /** The menu's name for an account with neither a name nor an email. */
  unnamedAccount: 'Your account',

  /**
   * The question before signing out of a browser that keeps the visitor's saved estates (a shared
   * computer).
   */
  signOut: {
    title: 'Keep your saved estates on this device?',
    body: (count: number) =>
      `This device keeps your ${formatNumber(count)} saved ${count === 1 ? 'estate' : 'estates'}. Someone else using this computer could see them.`,
    /** Nothing readable is left, only a damaged copy the site kept rather than overwrite. */
    bodyDamagedCopy:
      'This device keeps a copy of your saved estates. Someone else using this computer could see it.',
    keep: 'Log out and keep them',
    clear: 'Log out and clear them',
    cancel: 'Cancel',
  },
} as const
