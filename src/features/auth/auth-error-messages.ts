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
