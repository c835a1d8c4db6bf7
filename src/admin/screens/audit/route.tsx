import { useState } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { toast } from '@/components/toast'
import { adminApi } from '@/config/paths'
import { auditPageSchema, isAuditAction, type AuditEntry } from '@/features/audit/audit-schema'
import { usePending } from '@/lib/use-schema-form'
import { callAdmin } from '../../api/admin-api'
import { failureOf } from '../../api/failure'
import { formatMoment } from '../../format'
import { ScreenHeading } from '../../layout/screen-states'
import { ShowOlder } from '../../layout/show-older'
import { adminMessages } from '../../messages'
import { forMember } from '../../session/for-member'

const words = adminMessages.audit

export const loader = ({ request }: LoaderFunctionArgs) =>
  forMember(request, 'readAudit', () => callAdmin(adminApi.audit.href(), auditPageSchema))

const asText = (value: AuditEntry['detail'][string] | undefined) =>
  typeof value === 'string' && value in adminMessages.roleInSentence
    ? adminMessages.roleInSentence[value as keyof typeof adminMessages.roleInSentence]
    : String(value ?? '')

/** An entry in words: "Granted ana@example.com the role of agent". */
function describe({ action, target, detail }: AuditEntry) {
  if (!isAuditAction(action)) return words.unknownAction(action, target.label)
  const facts = { from: asText(detail.from), to: asText(detail.to) }
  return words.actions[action](target.label, facts)
}

/** The audit log, newest first, for owners and admins; older entries on request. */
export function Component() {
  const first = useLoaderData<typeof loader>()
  const [older, setOlder] = useState<{ entries: AuditEntry[]; next: number | null } | null>(null)
  const { pending, run } = usePending()
  if (!first) return null
  const entries = [...first.entries, ...(older?.entries ?? [])]
  const next = older ? older.next : first.next

  const showOlder = (before: number) =>
    run(async () => {
      try {
        const page = await callAdmin(adminApi.audit.href(before), auditPageSchema)
        setOlder({ entries: [...(older?.entries ?? []), ...page.entries], next: page.next })
      } catch (error) {
        toast.error(failureOf(error).message)
      }
    })

  return (
    <>
      <ScreenHeading title={adminMessages.screens.audit} intro={words.intro} />
      {entries.length ? (
        <ol aria-label={adminMessages.screens.audit} className="flex flex-col">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="border-base-300 grid gap-1 border-b py-4 sm:grid-cols-[11rem_1fr] sm:gap-6"
            >
              <p className="text-base-content/70 text-sm">
                <time dateTime={new Date(entry.at).toISOString()}>{formatMoment(entry.at)}</time>
              </p>
              <div>
                <p>{describe(entry)}</p>
                <p className="text-base-content/70 text-sm">{entry.by.name}</p>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-base-content/75">{words.empty}</p>
      )}
      <ShowOlder next={next} pending={pending} onShow={showOlder}>
        {words.older}
      </ShowOlder>
    </>
  )
}
