/**
 * The texts of the account pages (password reset, email links, verification, password change,
 * deletion). Beside messages.ts rather than in it: messages.ts travels with every page, and these
 * texts are read only by the pages that load them (about 0.7 KB gzipped on every route otherwise).
 */
export const accountMessages = {
  // The same sentence whether or not the account exists: the page must not tell them apart.
  resetSent: 'If an account exists for that email, a reset link is on its way.',
  resetFailed: (reason: string) => `The reset link could not be sent: ${reason}`,
  linkChecking: 'Checking your link…',
  linkUnusable: 'This link can no longer be used',
  linkExpired: 'This link has expired. Links are valid for a limited time only.',
  linkUsed: 'This link has already been used, or it is not complete.',
  linkMalformed: 'This link is not complete. Please open it again from your email.',
  linkCheckFailed: (reason: string) => `We could not check your link: ${reason}`,
  newPasswordSet: 'Your password has been changed. You can sign in with it now.',
  newPasswordFailed: (reason: string) => `Your password could not be changed: ${reason}`,
  emailVerified: 'Your email address is verified. Thank you.',
  verifyFailed: (reason: string) => `Your email address could not be verified: ${reason}`,
  verifyBanner: 'Please verify your email address',
  verifyBannerDetail: (email: string) => `We sent a link to ${email}.`,
  verificationSent: (email: string) => `We sent a new link to ${email}.`,
  verificationWait: (seconds: number) =>
    `You can send another email in ${seconds} second${seconds === 1 ? '' : 's'}: one a minute at most.`,
  verificationFailed: (reason: string) => `The email could not be sent: ${reason}`,
  passwordChanged: 'Your password has been changed',
  passwordChangeFailed: (reason: string) => `Your password could not be changed: ${reason}`,
  wrongCurrentPassword: 'Your current password is not correct.',
  wrongPassword: 'That password is not correct.',
  deleteTitle: 'Delete your account?',
  deleteBody:
    'This permanently deletes your Luxury Living account and your saved estates. It cannot be undone.',
  deleteWithPassword: 'Enter your password to confirm.',
  deleteWithProvider: (provider: string) =>
    `To confirm, sign in with ${provider} once more in the window that opens.`,
  deleted: 'Your account has been deleted',
  deleteFailed: (reason: string) => `Your account was not deleted: ${reason}`,
} as const
