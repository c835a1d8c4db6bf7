import { useEffect, useId, useState, type FormEvent } from 'react'
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router'
import { Spinner } from '@/components/spinner'
import { toast } from '@/components/toast'
import { adminApi, adminPaths } from '@/config/paths'
import {
  inboxRequestAnswerSchema,
  NOTE_MAX_LENGTH,
  REPLY_MAX_LENGTH,
  type InboxItem,
  type InboxRequestAnswer,
} from '@/features/inbox/inbox-api'
import { inboxStatuses, type InboxStatus } from '@/features/inbox/request-schema'
import { usePending } from '@/lib/use-schema-form'
import { AdminApiError, callAdmin } from '../../api/admin-api'
import { failureOf } from '../../api/failure'
import { formatMoment } from '../../format'
import { ScreenHeading } from '../../layout/screen-states'
import { forMember } from '../../session/for-member'
import { inboxWords as words } from './messages'
import { StatusBadge } from './status-badge'

/** One request; opening it marks it read. Null inside: none for this member (404). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  forMember(request, 'readOwnRequests', async () => {
    try {
      const answer = await callAdmin(
        adminApi.inboxRequest.href(params.id ?? ''),
        inboxRequestAnswerSchema,
      )
      return { answer }
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 404) return { answer: null }
      throw error
    }
  })

/** A preferred moment in the visitor's zone (an unknown zone: UTC, said so). */
function inZone(iso: string, timeZone: string) {
  const date = new Date(iso)
  try {
    return new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(date)
  } catch {
    return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  }
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-base-content/70 text-sm">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}

function VisitorDetails({ request }: { request: InboxItem }) {
  const r = words.request
  return (
    <section aria-labelledby="inbox-visitor" className="min-w-0">
      <h2 id="inbox-visitor" className="text-2xl">
        {r.visitor}
      </h2>
      <dl className="mt-2">
        <Fact term={r.name}>{request.visitor.name}</Fact>
        <Fact term={r.email}>
          <a className="link" href={`mailto:${request.visitor.email}`}>
            {request.visitor.email}
          </a>
        </Fact>
        <Fact term={r.phone}>{request.visitor.phone || r.noPhone}</Fact>
        <Fact term={r.estate}>{request.estateTitle}</Fact>
        <Fact term={r.kind}>{words.kinds[request.kind]}</Fact>
        <Fact term={r.received}>
          <time dateTime={new Date(request.at).toISOString()}>{formatMoment(request.at)}</time>
        </Fact>
        <Fact term={r.mail}>{r.mailStates[request.mail]}</Fact>
        <Fact term={r.dates}>
          {request.dates.length ? (
            <ul className="flex flex-col gap-2">
              {request.dates.map((iso) => (
                <li key={iso}>
                  <time dateTime={iso}>
                    {r.theirTime(request.timeZone)}: {inZone(iso, request.timeZone)}
                  </time>
                  <br />
                  <span className="text-base-content/75 text-sm">
                    {r.yourTime}: {formatMoment(Date.parse(iso))}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            r.noDates
          )}
        </Fact>
      </dl>
      <h3 className="mt-4 text-lg">{r.message}</h3>
      {/* The visitor's words as text: whatever they typed is never markup here. */}
      <p className="bg-base-200 rounded-box mt-2 p-4 break-words whitespace-pre-line">
        {request.message || r.noMessage}
      </p>
    </section>
  )
}

function Handling({ answer, onSaved }: { answer: InboxRequestAnswer; onSaved: () => void }) {
  const { request, staff } = answer
  const statusId = useId()
  const assigneeId = useId()
  const { pending, run } = usePending()
  const [status, setStatus] = useState<InboxStatus>(request.status)
  const [assigneeUid, setAssigneeUid] = useState(request.assignee?.uid ?? '')
  const [error, setError] = useState('')
  // Someone no longer on the staff list keeps their name here until it is changed.
  const choices =
    request.assignee && !staff.some(({ uid }) => uid === request.assignee?.uid)
      ? [...staff, request.assignee]
      : staff

  const save = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      setError('')
      try {
        await callAdmin(adminApi.inboxRequest.href(request.id), inboxRequestAnswerSchema, {
          method: 'PATCH',
          body: { status, assigneeUid: assigneeUid || null },
        })
      } catch (failed) {
        const failure = failureOf(failed)
        setError(Object.values(failure.fields)[0] ?? failure.message)
        toast.error(failure.message)
        return
      }
      toast.success(words.handling.saved)
      onSaved()
    })
  }

  return (
    <section aria-labelledby="inbox-handling" className="bg-base-200 rounded-box p-5">
      <h2 id="inbox-handling" className="text-2xl">
        {words.handling.title}
      </h2>
      <form className="mt-3 flex flex-col gap-4" onSubmit={save} noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor={statusId}>{words.handling.status}</label>
          <select
            id={statusId}
            className="select w-full"
            value={status}
            onChange={(event) => setStatus(event.target.value as InboxStatus)}
          >
            {inboxStatuses.map((value) => (
              <option key={value} value={value}>
                {words.statuses[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={assigneeId}>{words.handling.assignee}</label>
          <select
            id={assigneeId}
            className="select w-full"
            value={assigneeUid}
            onChange={(event) => setAssigneeUid(event.target.value)}
          >
            <option value="">{words.noOne}</option>
            {choices.map(({ uid, name }) => (
              <option key={uid} value={uid}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {error ? (
          <p role="alert" className="text-error text-sm">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary self-start"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? <Spinner label={null} /> : null}
          {pending ? words.handling.saving : words.handling.save}
        </button>
      </form>
    </section>
  )
}

type Entry = { id: string; text: string; at: number; by: { name: string } }

/**
 * A request's thread of one kind, oldest first, and a form adding to it: the replies mailed to
 * the visitor, or the staff's notes. A text the server refused (a reply the mail server did not
 * take) is not kept: it stays in the field for another try.
 */
function Thread({
  id,
  entries,
  href,
  words: thread,
  rows,
  maxLength,
  primary = false,
  onAdded,
}: {
  id: string
  entries: readonly Entry[]
  /** Where the text is posted: its answer is the request again. */
  href: string
  words: {
    title: string
    empty: string
    label: string
    hint: string
    by: (name: string, at: string) => string
    submit: string
    submitting: string
    done: string
  }
  rows: number
  maxLength: number
  primary?: boolean
  onAdded: () => void
}) {
  const fieldId = useId()
  const hintId = useId()
  const errorId = useId()
  const { pending, run } = usePending()
  const [text, setText] = useState('')
  const [error, setError] = useState('')

  const add = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      setError('')
      try {
        await callAdmin(href, inboxRequestAnswerSchema, { method: 'POST', body: { text } })
      } catch (failed) {
        const failure = failureOf(failed)
        setError(failure.fields.text ?? failure.message)
        return
      }
      setText('')
      toast.success(thread.done)
      onAdded()
    })
  }

  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl">
        {thread.title}
      </h2>
      {entries.length ? (
        <ol aria-label={thread.title} className="mt-2 flex flex-col">
          {entries.map((entry) => (
            <li key={entry.id} className="border-base-300 border-b py-3">
              <p className="break-words whitespace-pre-line">{entry.text}</p>
              <p className="text-base-content/70 text-sm">
                {thread.by(entry.by.name, formatMoment(entry.at))}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-base-content/75 mt-2">{thread.empty}</p>
      )}
      <form className="mt-4 flex flex-col gap-2" onSubmit={add} noValidate>
        <label htmlFor={fieldId}>{thread.label}</label>
        <textarea
          id={fieldId}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          rows={rows}
          maxLength={maxLength}
          value={text}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setError('')
          }}
        />
        <p id={hintId} className="text-base-content/70 text-sm">
          {thread.hint}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="text-error text-sm">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className={`btn ${primary ? 'btn-primary' : 'btn-outline'} self-start`}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? <Spinner label={null} /> : null}
          {pending ? thread.submitting : thread.submit}
        </button>
      </form>
    </section>
  )
}

/** One visitor's request (issue 46): who, what, when; its status, assignee and notes. */
export function Component() {
  const data = useLoaderData<typeof loader>()
  const { revalidate } = useRevalidator()
  const answer = data?.answer
  // Opening it marked it read: the navigation's count is asked again (the layout's loader may
  // have counted before this one marked it).
  const newlyRead = answer?.newlyRead ?? false
  useEffect(() => {
    if (newlyRead) void revalidate()
  }, [newlyRead, revalidate])

  if (!data) return null
  if (!answer)
    return (
      <>
        <ScreenHeading title={words.notFound.title} />
        <p>{words.notFound.body}</p>
        <Link className="link mt-4 inline-block" to={adminPaths.inbox.pattern}>
          {words.back}
        </Link>
      </>
    )
  const { request } = answer
  const refresh = () => void revalidate()
  return (
    <>
      <Link className="link mb-4 inline-block" to={adminPaths.inbox.pattern}>
        {words.back}
      </Link>
      <ScreenHeading title={words.request.title(request.visitor.name)} />
      <p className="-mt-6 mb-8 flex flex-wrap items-center gap-3">
        <StatusBadge status={request.status} />
        <span>
          {request.assignee ? words.assignedTo(request.assignee.name) : words.notAssigned}
        </span>
      </p>
      <div className="grid gap-10 lg:grid-cols-[1fr_18rem] lg:items-start">
        <VisitorDetails request={request} />
        {/* Keyed by what it shows: saved elsewhere, the form starts from the request as it is. */}
        <Handling
          key={`${request.status}:${request.assignee?.uid ?? ''}`}
          answer={answer}
          onSaved={refresh}
        />
      </div>
      <Thread
        id="inbox-replies"
        entries={answer.replies}
        href={adminApi.inboxReplies.href(request.id)}
        words={{
          ...words.replies,
          label: words.replies.label(request.visitor.email),
          submit: words.replies.send,
          submitting: words.replies.sending,
          done: words.replies.sent,
        }}
        rows={6}
        maxLength={REPLY_MAX_LENGTH}
        primary
        onAdded={refresh}
      />
      <Thread
        id="inbox-notes"
        entries={answer.notes}
        href={adminApi.inboxNotes.href(request.id)}
        words={{
          ...words.notes,
          submit: words.notes.add,
          submitting: words.notes.adding,
          done: words.notes.added,
        }}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        onAdded={refresh}
      />
    </>
  )
}
