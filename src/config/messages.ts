/** Every message a person reads in a toast or notice, defined once for the UI and the tests. */
export const messages = {
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

  validation: {
    nameRequired: 'Name is required',
    photoRequired: 'PhotoURL is required !!!',
    photoInvalid: 'Enter a photo URL that starts with http:// or https://',
    emailRequired: 'Email Address is required',
    emailInvalid: 'Not a valid email',
    passwordTooShort: 'Password must be at least 6 characters long',
    passwordWeak:
      'Password must contain at least one uppercase, one lowercase, and be at least 6 characters long',
    currentPasswordRequired: 'Please enter your current password.',
  },

  account: {
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
  },

  notFound: {
    title: "Sorry, we couldn't find this page.",
    body: 'But dont worry, you can find plenty of other things on our homepage.',
    action: 'Back to homepage',
  },
  estates: {
    loadFailed: 'We could not load the estates just now.',
    empty: 'No estates are listed at the moment. Please check back soon.',
    notFoundTitle: 'Estate not found',
    notFoundBody: 'This estate is no longer listed, or the link is mistyped.',
    backToEstates: 'Browse all estates',
  },
  blog: {
    loadFailed: 'We could not load the journal just now.',
    empty: 'No articles have been published yet.',
    notFoundTitle: 'Article not found',
    notFoundBody: 'This article has been moved or never existed.',
    backToBlogs: 'Back to the journal',
  },
  map: {
    tilesUnavailable: 'Map imagery is unavailable right now; the marker still shows the location.',
    locationUnavailable: 'Location unavailable',
  },
  retry: 'Try again',
  pageLoadFailed: 'This page could not be loaded. Check your connection and try again.',
} as const
