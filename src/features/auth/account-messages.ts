import { SITE_NAME, VERIFICATION_RESEND_INTERVAL_MS } from '@/config/constants'

const resendMinutes = VERIFICATION_RESEND_INTERVAL_MS / 60_000

/**
 * The texts of the account pages (password reset, email links, verification, password change,
 * deletion). Beside messages.ts rather than in it: messages.ts travels with every page, and these
 * texts are read only by the pages that load them (about 0.7 KB gzipped on every route otherwise).
 */
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
