import { sharedMessages } from '@/components/messages'
import { PASSWORD_MIN_LENGTH, SITE_NAME, VERIFICATION_RESEND_INTERVAL_MS } from '@/config/constants'
import { formatNumber } from '@/lib/format'

/**
 * What signing in, registering and the profile say (the spec's toasts and field checks among
 * them), the fields their forms share, and the account menu. A page's own words are the app's
 * (app/messages.ts: loginMessages ...).
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

const resendMinutes = VERIFICATION_RESEND_INTERVAL_MS / 60_000

/** The account pages (password reset, email links, verification, password change, deletion). */
export const accountMessages = {
  resetTitle: 'Reset your password',
  resetIntro:
    'Enter the email address of your account, and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  rememberedIt: 'Remembered it?',
  backToSignIn: 'Back to sign in',
  // The same sentence whether or not the account exists: the page must not tell them apart.
  resetSent: 'If an account exists for that email, a reset link is on its way.',
  resetFailed: (reason: string) => `The reset link could not be sent: ${reason}`,
  verifyTitle: 'Verify your email',
  newPasswordTitle: 'Choose a new password',
  linkChecking: 'Checking your link…',
  linkUnusable: 'This link can no longer be used',
  linkExpired: 'This link has expired. Links are valid for a limited time only.',
  linkUsed: 'This link has already been used, or it is not complete.',
  linkMalformed: 'This link is not complete. Please open it again from your email.',
  linkCheckFailed: (reason: string) => `We could not check your link: ${reason}`,
  backToProfile: 'Back to your profile',
  signInForNewLink: 'Sign in to send a new one',
  sendNewLink: 'Send a new link',
  continue: 'Continue',
  newPasswordFor: (email: string) => `For ${email}`,
  newPassword: 'New password',
  setNewPassword: 'Set new password',
  newPasswordSet: 'Your password has been changed. You can sign in with it now.',
  newPasswordFailed: (reason: string) => `Your password could not be changed: ${reason}`,
  emailVerified: 'Your email address is verified. Thank you.',
  verifyFailed: (reason: string) => `Your email address could not be verified: ${reason}`,
  verification: 'Email verification',
  verifyBanner: 'Please verify your email address',
  resendEmail: 'Resend email',
  verifyBannerDetail: (email: string) => `We sent a link to ${email}.`,
  verificationSent: (email: string) => `We sent a new link to ${email}.`,
  verificationWait: (seconds: number) =>
    `You can send another email in ${seconds} second${seconds === 1 ? '' : 's'}: one ${resendMinutes === 1 ? 'a minute' : `every ${resendMinutes} minutes`} at most.`,
  verificationFailed: (reason: string) => `The email could not be sent: ${reason}`,
  changePassword: 'Change password',
  currentPassword: 'Current password',
  passwordChanged: 'Your password has been changed',
  passwordChangeFailed: (reason: string) => `Your password could not be changed: ${reason}`,
  wrongCurrentPassword: 'Your current password is not correct.',
  wrongPassword: 'That password is not correct.',
  deleteTitle: 'Delete your account?',
  deleteBody: `This permanently deletes your ${SITE_NAME} account, your saved estates and your saved searches. It cannot be undone.`,
  deleteWithPassword: 'Enter your password to confirm.',
  deleteWithProvider: (provider: string) =>
    `To confirm, sign in with ${provider} once more in the window that opens.`,
  cancel: 'Cancel',
  deleteConfirm: 'Delete my account',
  deleted: 'Your account has been deleted',
  deleteFailed: (reason: string) => `Your account was not deleted: ${reason}`,
} as const

/** Readable words for every identity provider error code a person can meet, and for any other. */
export const authErrorMessages = {
  byCode: {
    'auth/invalid-credential': 'The email or password do not match.',
    'auth/invalid-login-credentials': 'The email or password do not match.',
    'auth/wrong-password': 'The email or password do not match.',
    'auth/user-not-found': 'The email or password do not match.',
    'auth/invalid-email': 'That email address is not valid.',
    'auth/missing-email': 'Please enter your email address.',
    'auth/missing-password': 'Please enter your password.',
    'auth/user-disabled': 'This account has been disabled. Please contact us.',
    'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
    'auth/email-already-in-use':
      'This email address is already registered. Please sign in instead.',
    'auth/weak-password': 'The password is too weak. Please choose a stronger one.',
    'auth/operation-not-allowed': 'This sign-in method is not enabled for this site.',
    'auth/network-request-failed':
      'We could not reach the sign-in service. Check your connection and try again.',
    'auth/timeout': 'The sign-in service took too long to answer. Please try again.',
    'auth/internal-error': 'The sign-in service is unavailable right now. Please try again later.',
    'auth/popup-blocked':
      'Your browser blocked the sign-in window. Please allow pop-ups for this site and try again.',
    'auth/popup-closed-by-user': 'The sign-in window was closed before signing in.',
    'auth/cancelled-popup-request': 'The sign-in window was closed before signing in.',
    'auth/user-cancelled': 'Sign-in was cancelled.',
    'auth/unauthorized-domain': 'Sign-in is not allowed from this address.',
    'auth/account-exists-with-different-credential':
      'An account already exists with this email using another sign-in method. Please use that method.',
    'auth/credential-already-in-use': 'This account is already linked to another user.',
    'auth/requires-recent-login': 'For your security, please sign in again before changing this.',
    'auth/user-token-expired': 'Your session has expired. Please sign in again.',
    'auth/invalid-user-token': 'Your session has expired. Please sign in again.',
    'auth/user-mismatch': 'Please sign in again with the same account.',
    'auth/invalid-photo-url': 'The photo URL is not valid.',
    'auth/invalid-display-name': 'The name is not valid.',
    'auth/no-current-user': 'No user is signed in.',
    'auth/web-storage-unsupported':
      'Your browser blocks the storage that sign-in needs. Please enable cookies and site data.',
    'auth/quota-exceeded': 'The sign-in service is busy. Please try again in a few minutes.',
    // Reset and verification links, and the account's own settings.
    'auth/expired-action-code': 'This link has expired. Please ask for a new one.',
    'auth/invalid-action-code':
      'This link is not valid or has already been used. Please ask for a new one.',
    'auth/invalid-recipient-email': 'We could not send an email to that address.',
    'auth/invalid-sender': 'We could not send the email just now. Please try again later.',
    'auth/invalid-continue-uri': 'The link could not be prepared for this site.',
    'auth/unauthorized-continue-uri': 'The link could not be prepared for this site.',
    'auth/missing-continue-uri': 'The link could not be prepared for this site.',
  } as Record<string, string>,
  fallback: 'Something went wrong. Please try again.',
}
