import { formatNumber } from '@/lib/format'

/**
 * The question before signing out of a browser that keeps the visitor's saved estates (a shared
 * computer). Beside messages.ts rather than in it, as account-messages.ts is: messages.ts travels
 * with every page, these texts only with the dialog that reads them.
 */
export const signOutMessages = {
  title: 'Keep your saved estates on this device?',
  body: (count: number) =>
    `This device keeps your ${formatNumber(count)} saved ${count === 1 ? 'estate' : 'estates'}. Someone else using this computer could see them.`,
  /** Nothing readable is left, only a damaged copy the site kept rather than overwrite. */
  bodyDamagedCopy:
    'This device keeps a copy of your saved estates. Someone else using this computer could see it.',
  keep: 'Log out and keep them',
  clear: 'Log out and clear them',
  cancel: 'Cancel',
} as const
