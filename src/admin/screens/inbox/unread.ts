import { adminApi } from '@/config/paths'
import { inboxListAnswerSchema } from '@/features/inbox/inbox-api'
import { callAdmin } from '../../api/admin-api'

/** How many of the requests the member may see they have not opened: the navigation's count. */
export const unreadCount = async () =>
  (await callAdmin(adminApi.inbox.href(), inboxListAnswerSchema)).unread
