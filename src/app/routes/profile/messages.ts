import { SITE_NAME } from '@/config/constants'

/** The profile page's words (the spec's greeting), shared with its static first screen. */
export const profileMessages = {
  hello: 'Hello,',
  /** In place of the name and the email, for an account that has none. */
  someone: 'there',
  yourAccount: 'your account',
  /** Around the account's email or provider, which the page shows in bold. */
  welcome: {
    before: `Welcome to ${SITE_NAME}. You are signed in as`,
    after: '. Explore our collection of estates, and let our advisers arrange a private viewing.',
  },
  getStarted: 'Get Started',
  /**
   * The saved estates' section did not arrive: the words the section says when its data fails
   * (shortlistMessages.loadFailed), kept here: the profile downloads its section's texts only with it.
   */
  savedLoadFailed: 'We could not load your saved estates just now.',
  /** Likewise the saved searches' section (savedSearchMessages.profile.loadFailed). */
  savedSearchesLoadFailed: 'We could not load your saved searches just now.',
} as const
