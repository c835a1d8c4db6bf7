/** The login page's own words (the spec's); its fields' are the auth feature's. */
export const loginMessages = {
  title: 'Login to your account',
  or: 'OR',
  forgotPassword: 'Forgot password?',
  noAccount: "Don't have an account?",
  signUp: 'Sign up here',
} as const
