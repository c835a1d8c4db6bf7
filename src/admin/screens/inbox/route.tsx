import { useId, useState } from 'react'
import { toast } from '@/components/toast'
import { can } from '@/features/staff/roles'
import { usePending } from '@/lib/use-schema-form'
import { Link, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router'
import { Spinner } from '@/components/spinner'
import { adminApi, adminPaths } from '@/config/paths'
import { INBOX_LIST_LIMIT, inboxListAnswerSchema, type InboxItem } from '@/features/inbox/inbox-api'
import { inboxStatuses, type InboxStatus } from '@/features/inbox/request-schema'
import { callAdmin } from '../../api/admin-api'
import { downloadAdminFile } from '../../api/download-admin-file'
import { failureOf } from '../../api/failure'
import { formatMoment } from '../../format'
import { ScreenHeading } from '../../layout/screen-states'
import { forMember } from '../../session/for-member'
import { inboxWords as words } from './messages'
import { StatusBadge } from './status-badge'

export const loader = ({ request }: LoaderFunctionArgs) =>
  forMember(request, 'readOwnRequests', async (member) => ({
    ...(await callAdmin(adminApi.inbox.href(), inboxListAnswerSchema)),
    canExport: can(member.role, 'exportRequests'),
  }))

/** `inbox-2026-11-28.csv`: the member's own day. */
const fileName = (now: Date) => {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')
  return `inbox-${day}.csv`
}

/** Every request as a CSV file (owners, admins). */
function ExportButton() {
  const { pending, run } = usePending()
  const download = () =>
    void run(async () => {
      try {
        await downloadAdminFile(adminApi.inboxExport.href(), fileName(new Date()))
      } catch (failed) {
        toast.error(failureOf(failed).message)
        return
      }
      toast.success(words.export.done)
    })
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      onClick={download}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner label={null} /> : null}
      {pending ? words.export.busy : words.export.button}
    </button>
  )
}

function RequestItem({ request }: { request: InboxItem }) {
  const unread = !request.read
  return (
    <li className="border-base-300 border-b py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Link
          to={adminPaths.inboxRequest.to(request.id)}
          className={`link link-hover text-lg ${unread ? 'font-bold' : ''}`}
        >
          {unread ? <span className="sr-only">{`${words.unread}: `}</span> : null}
          {request.visitor.name}
        </Link>
        <StatusBadge status={request.status} />
      </div>
      <p className={unread ? 'font-semibold' : undefined}>{request.estateTitle}</p>
      <p className="text-base-content/75 text-sm">
        {words.kinds[request.kind]} ·{' '}
        <time dateTime={new Date(request.at).toISOString()}>
          {words.received(formatMoment(request.at))}
        </time>{' '}
        · {request.assignee ? words.assignedTo(request.assignee.name) : words.notAssigned}
      </p>
    </li>
  )
}

/** The visitors' requests a member may see (issue 46), newest first, filtered by status. */
export function Component() {
  const answer = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const filterId = useId()
  const [status, setStatus] = useState<InboxStatus | ''>('')
  if (!answer) return null
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === adminPaths.inbox.href()
  const shown = status
    ? answer.requests.filter((request) => request.status === status)
    : answer.requests
  return (
    <>
      <ScreenHeading title={words.title} intro={words.intro} />
      {answer.canExport ? (
        <div className="mb-6">
          <ExportButton />
        </div>
      ) : null}
      <section aria-labelledby="inbox-list-title" aria-busy={loading}>
        <h2 id="inbox-list-title" className="sr-only">
          {words.listLabel}
        </h2>
        {answer.requests.length ? (
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <label htmlFor={filterId}>{words.filter}</label>
            <select
              id={filterId}
              className="select select-sm w-auto"
              value={status}
              onChange={(event) => setStatus(event.target.value as InboxStatus | '')}
            >
              <option value="">{words.all}</option>
              {inboxStatuses.map((value) => (
                <option key={value} value={value}>
                  {words.statuses[value]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {loading ? (
          <p className="text-base-content/75 mb-4 flex items-center gap-3">
            <Spinner label={null} />
            {words.loading}
          </p>
        ) : null}
        {shown.length ? (
          <ul aria-label={words.listLabel}>
            {shown.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </ul>
        ) : answer.requests.length ? (
          <p className="text-base-content/75">{words.emptyFiltered}</p>
        ) : (
          <div className="bg-base-200 rounded-box px-6 py-10 text-center sm:px-10">
            <p className="text-xl">{words.empty}</p>
            <p className="text-base-content/75 mt-2">{words.emptyHint}</p>
          </div>
        )}
        {answer.more ? (
          <p className="text-base-content/75 mt-4 text-sm">{words.more(INBOX_LIST_LIMIT)}</p>
        ) : null}
      </section>
    </>
  )
}
