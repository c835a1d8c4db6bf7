/** The update page's own words (the spec's); its fields' are the auth feature's. */
export const updateProfileMessages = {
  title: 'Update Your Profile',
  emailLocked: '(not changeable)',
  submit: 'Update Profile',
  anotherAccount: 'Want to use another account?',
  passwordFormLoadFailed: 'The password form could not be loaded.',
} as const
