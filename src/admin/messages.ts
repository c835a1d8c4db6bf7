import type { StaffRole } from '@/features/staff/roles'

/**
 * The back office's words. It is built once, in English (decision 048): these catalogues have no
 * French or German siblings. The staff form's rule texts are the staff feature's.
 */
export const adminMessages = {
  brand: 'Luxury Living',
  backOffice: 'Back office',
  title: (screen: string) => `${screen} · Back office · Luxury Living`,
  skipToContent: 'Skip to content',
  menu: { open: 'Menu', label: 'Back office' },
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  toSite: 'Back to the site',
  roles: { owner: 'Owner', admin: 'Admin', agent: 'Agent' } satisfies Record<StaffRole, string>,
  /** A role in a sentence: "an agent". */
  roleInSentence: { owner: 'owner', admin: 'admin', agent: 'agent' } satisfies Record<
    StaffRole,
    string
  >,
  roleDescriptions: {
    owner: 'Everything, and the staff: grants, changes and removes roles.',
    admin: 'Every listing, approvals and the audit log.',
    agent: 'Drafts of their own listings, sent for review.',
  } satisfies Record<StaffRole, string>,
  loading: 'Loading…',
  session: {
    notAuthorisedTitle: 'This account has no access here',
    notAuthorised: (email: string) =>
      `You are signed in as ${email}. The back office is for the agency’s staff: if you work with us, ask an owner to grant your account a role.`,
    otherAccount: 'Sign in with another account',
    unverifiedTitle: 'Confirm your email address first',
    unverified: (email: string) =>
      `Your account (${email}) holds a role, but its address is not confirmed yet. Open the link we sent you, then reload this page.`,
    reload: 'Reload',
    endedTitle: 'Your session has ended',
    ended:
      'Please sign in again. If an owner has just changed your role, you will find the back office as it now is for you.',
    signInAgain: 'Sign in again',
  },
  unreachable: {
    title: 'The back office cannot be reached',
    body: 'Check your connection and try again. Nothing you did was lost on the way.',
    retry: 'Try again',
  },
  notFound: { title: 'Nothing here', body: 'This address is not a screen of the back office.' },
  notAllowed: {
    title: 'Not for your role',
    body: (role: string) => `This screen is not part of the back office for an ${role}.`,
  },
  screens: { listings: 'Listings', listing: 'Listing', staff: 'Staff', audit: 'Audit log' },
  staff: {
    intro: 'Who works in the back office, and what each role may do.',
    grantTitle: 'Grant a role',
    grantHint: 'The person needs an account on the site with a confirmed email address.',
    email: 'Email address',
    role: 'Role',
    grant: 'Grant role',
    listTitle: 'Current staff',
    empty: 'No one holds a role yet.',
    you: 'You',
    yourRow: 'Another owner can change your role.',
    grantedBy: (name: string, when: string) => `Granted by ${name}, ${when}`,
    unconfirmed: 'Email not confirmed: no access until it is',
    change: 'Change role',
    changeOf: (name: string) => `Change role of ${name}`,
    remove: 'Remove',
    removeOf: (name: string) => `Remove ${name}`,
    cancel: 'Cancel',
    confirmGrantTitle: 'Grant this role?',
    confirmGrant: (email: string, role: string) =>
      `${email} will be an ${role} in the back office from their next sign-in.`,
    confirmChangeTitle: 'Change this role?',
    confirmChange: (name: string, from: string) =>
      `${name} is an ${from} now. They will be signed out everywhere and find their new role when they sign in again.`,
    newRole: 'New role',
    confirmRemoveTitle: 'Remove from the staff?',
    confirmRemove: (name: string, role: string) =>
      `${name} will no longer be an ${role} and will be signed out everywhere. Their account on the site stays.`,
    granted: (email: string, role: string) => `${email} is now an ${role}.`,
    changed: (name: string, role: string) => `${name} is now an ${role}.`,
    removed: (name: string) => `${name} no longer holds a role.`,
  },
  audit: {
    intro: 'Who did what, and when. Entries are never changed or deleted.',
    empty: 'Nothing has been logged yet.',
    older: 'Show older entries',
    actions: {
      'staff.grant': (target: string, detail: { to: string }) =>
        `Granted ${target} the role of ${detail.to}`,
      'staff.change': (target: string, detail: { from: string; to: string }) =>
        `Changed the role of ${target} from ${detail.from} to ${detail.to}`,
      'staff.remove': (target: string, detail: { from: string }) =>
        `Removed the role of ${detail.from} from ${target}`,
      'listing.approve': (target: string, detail: { from: string }) =>
        `Approved ${target} (${detail.from}): published`,
      'listing.return': (target: string, detail: { from: string }) =>
        `Returned ${target} (${detail.from}) to draft`,
      'listing.withdraw': (target: string) => `Withdrew ${target} from the site`,
      'listing.delete': (target: string) => `Deleted the listing ${target}`,
      'listing.import': (target: string) => `Imported the catalogue ${target} as listings`,
      'catalogue.publish': (target: string) =>
        `Published the site’s catalogue as version ${target}`,
      'catalogue.restore': (target: string, detail: { from: string }) =>
        `Restored version ${detail.from} of the site’s catalogue as version ${target}`,
      'request.status': (target: string, detail: { from: string; to: string }) =>
        `Set the request ${target} from ${detail.from} to ${detail.to}`,
      'request.assign': (target: string, detail: { to: string }) =>
        `Assigned the request ${target} to ${detail.to || 'no one'}`,
      'request.reply': (target: string, detail: { to: string }) =>
        `Replied to the request ${target} by mail to ${detail.to}`,
      'settings.change': (target: string, detail: { from: string; to: string }) =>
        `Changed the ${target} from ${detail.from} to ${detail.to} months`,
    },
    unknownAction: (action: string, target: string) => `${action}: ${target}`,
  },
  errors: {
    /** Said for an answer the back office has no words of its own for. */
    unexpected: 'Something went wrong. Please try again.',
    offline: 'The back office cannot be reached: check your connection. What you typed is kept.',
    byCode: {
      'no-account': 'No account uses this email address. Ask them to register on the site first.',
      'email-unverified':
        'This account has not confirmed its email address yet: ask them to open the link they were sent, then grant the role.',
      'own-role': 'You cannot change your own role: ask another owner.',
      'not-staff': 'This person no longer holds a role: the list is shown again as it is now.',
      forbidden: 'Your role does not allow this.',
      unavailable: 'The back office cannot answer just now. Please try again in a moment.',
      'mail-failed':
        'The mail server did not take the reply: it was not sent, and your text is kept. Please try again in a moment.',
      'publishing-unavailable':
        'Publishing is not connected to this site’s build yet: nothing was published. Ask your developer to connect it.',
    } as Record<string, string>,
  },
}
