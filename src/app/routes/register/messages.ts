/** The register page's own words (the spec's); its fields' are the auth feature's. */
export const registerMessages = {
  title: 'Register Here',
  submit: 'Register',
  haveAccount: 'Already have an account?',
} as const
