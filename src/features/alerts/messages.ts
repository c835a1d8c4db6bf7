/** The alerts' unsubscribe page, word for word (the mails' own words are the function's). */
export const alertMessages = {
  title: 'Email alerts',
  ask: 'Stop the email alerts for all your saved searches? Your searches and saved estates stay as they are.',
  confirm: 'Stop all alerts',
  done: 'Done: you will receive no more alert emails. To have them again, turn alerts on for a saved search on your profile.',
  profile: 'Your profile',
  invalid:
    'This unsubscribe link is not valid. Please use the link in the latest alert email, or turn alerts off on your profile.',
  failed: 'The alerts could not be stopped just now. Please try again in a moment.',
  home: 'Back to the estates',
} as const
