import type { InboxRequest } from '@/features/inbox/request-schema'

/** A request as the enquiry function keeps it (issue 46), from account `uid`. */
export const inboxRequest = (uid: string, overrides: Partial<InboxRequest> = {}): InboxRequest => ({
  at: 1,
  kind: 'viewing',
  estateId: '1',
  estateTitle: 'Villa Azur',
  visitorUid: uid,
  visitor: { account: `${uid}@example.com`, name: 'Ann Lee', email: 'ann@example.com', phone: '' },
  dates: [],
  timeZone: 'UTC',
  message: 'Hello',
  language: 'en',
  recipient: { name: 'Agent', address: 'agent@example.com' },
  mail: 'sent',
  status: 'new',
  assignee: null,
  readBy: [],
  ...overrides,
})
