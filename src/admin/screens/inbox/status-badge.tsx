import type { InboxStatus } from '@/features/inbox/request-schema'
import { inboxWords as words } from './messages'

const looks = {
  new: 'badge-accent',
  open: 'badge-primary',
  replied: 'badge-success',
  closed: 'badge-neutral',
  spam: 'badge-ghost',
} satisfies Record<InboxStatus, string>

/** A request's status, as a badge. */
export function StatusBadge({ status }: { status: InboxStatus }) {
  return <span className={`badge badge-sm ${looks[status]}`}>{words.statuses[status]}</span>
}
