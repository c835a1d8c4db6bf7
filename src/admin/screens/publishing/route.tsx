import { useEffect, useState } from 'react'
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router'
import { Spinner } from '@/components/spinner'
import { toast } from '@/components/toast'
import { adminApi, adminPaths } from '@/config/paths'
import {
  publishRefusedSchema,
  versionAnswerSchema,
  versionsAnswerSchema,
  type BuildState,
  type VersionSummary,
} from '@/features/listings/publishing-schema'
import { usePending } from '@/lib/use-schema-form'
import { AdminApiError, callAdmin } from '../../api/admin-api'
import { failureOf } from '../../api/failure'
import { formatMoment } from '../../format'
import { ScreenHeading } from '../../layout/screen-states'
import { useConfirm } from '../../layout/use-confirm'
import { forMember } from '../../session/for-member'
import { publishingWords as words } from './messages'

/** How often the screen asks again while a build is on its way: a build takes tens of seconds. */
const FOLLOW_MS = 1_500

export const loader = ({ request }: LoaderFunctionArgs) =>
  forMember(request, 'publish', () => callAdmin(adminApi.versions.href(), versionsAnswerSchema))

const when = (iso: string) => formatMoment(Date.parse(iso))

/** Whether a build is still on its way: the screen follows it. */
const isUnderWay = (state: BuildState) => state === 'queued' || state === 'building'

/** What the alerts of a version gone live did, in words; null before they ran. */
function alertsLine({ alerts }: VersionSummary['build']) {
  if (!alerts) return null
  if (alerts.state === 'sent') return words.alerts.sent(alerts.mailed, alerts.failed)
  if (alerts.state === 'baseline') return words.alerts.baseline
  return words.alerts.failed(alerts.reason)
}

/** The listings that stopped a publish: each one's title, and a way to its editor. */
type Refusal = { id: string; title: string }[]

const badgeLooks = {
  queued: 'badge-ghost',
  building: 'badge-accent',
  live: 'badge-primary',
  failed: 'badge-error',
  superseded: 'badge-neutral',
} as const

function VersionItem({
  version,
  live,
  onRestore,
  pending,
}: {
  version: VersionSummary
  live: boolean
  onRestore: (version: VersionSummary) => void
  pending: boolean
}) {
  const { n, build, changes } = version
  const headingId = `version-${n}`
  const restorable = !live && build.state !== 'failed' && !isUnderWay(build.state)
  return (
    <li
      aria-labelledby={headingId}
      className="border-base-300 flex flex-col gap-3 border-b py-5 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h3 id={headingId} className="text-xl">
            {words.version(n)}
          </h3>
          <span className={`badge badge-sm ${badgeLooks[build.state]}`}>
            {build.state === 'building' ? <Spinner label={null} /> : null}
            {live
              ? words.states.live
              : build.state === 'live'
                ? words.replaced
                : words.states[build.state]}
          </span>
        </div>
        <p>
          {words.changes({
            added: changes.added.length,
            changed: changes.changed.length,
            removed: changes.removed.length,
          })}
          {version.restoredFrom === null ? null : ` · ${words.restoredFrom(version.restoredFrom)}`}
        </p>
        <p className="text-base-content/70 text-sm">
          {words.by(version.by.name, when(version.at))}
          {build.seconds === undefined ? null : ` · ${words.builtIn(build.seconds)}`}
        </p>
        {build.state === 'failed' ? (
          <p className="text-error text-sm">{words.failedBecause(build.error ?? '')}</p>
        ) : null}
        {build.state === 'live' ? (
          <p className="text-base-content/70 text-sm">
            {alertsLine(build) ?? words.alerts.sending}
          </p>
        ) : null}
      </div>
      {restorable ? (
        <button
          type="button"
          className="btn btn-outline btn-sm self-start"
          aria-label={words.restoreOf(n)}
          disabled={pending}
          onClick={() => onRestore(version)}
        >
          {words.restore}
        </button>
      ) : null}
    </li>
  )
}

/**
 * Publishing (issue 45): the button that makes the published listings the live site's next
 * version, the versions with their builds followed as they go, and a restore for each earlier one.
 */
export function Component() {
  const answer = useLoaderData<typeof loader>()
  const { revalidate } = useRevalidator()
  const { pending, run } = usePending()
  const { ask, element } = useConfirm()
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const newest = answer?.versions[0]
  // A build queued or running, or the newest live one's alerts still going out.
  const underWay =
    (answer?.versions.some((version) => isUnderWay(version.build.state)) ?? false) ||
    (newest?.build.state === 'live' && !newest.build.alerts)

  // While a build is on its way, the list is asked again until it is live (and its alerts
  // out) or has failed.
  useEffect(() => {
    if (!underWay) return
    const timer = setInterval(() => void revalidate(), FOLLOW_MS)
    return () => clearInterval(timer)
  }, [underWay, revalidate])

  if (!answer) return null
  const { versions, live } = answer
  const liveVersion = versions.find((version) => version.n === live)

  const publish = () =>
    run(async () => {
      setRefusal(null)
      try {
        const { version } = await callAdmin(adminApi.publish.href(), versionAnswerSchema, {
          method: 'POST',
        })
        toast.success(words.started(version.n))
      } catch (error) {
        if (error instanceof AdminApiError && error.code === 'nothing-to-publish') {
          toast.info(words.nothingToPublish)
          return
        }
        const refused =
          error instanceof AdminApiError && publishRefusedSchema.safeParse(error.answer)
        if (refused && refused.success) {
          setRefusal(
            Object.entries(refused.data.problems).map(([id, { title }]) => ({ id, title })),
          )
          return
        }
        toast.error(failureOf(error).message)
        return
      }
      await revalidate()
    })

  const restore = async (version: VersionSummary) => {
    const confirmed = await ask({
      title: words.confirmRestoreTitle(version.n),
      description: words.confirmRestore,
      confirm: words.restoreOf(version.n),
    })
    if (!confirmed) return
    await run(async () => {
      try {
        const made = await callAdmin(adminApi.versionRestore.href(version.n), versionAnswerSchema, {
          method: 'POST',
        })
        toast.success(words.restoring(version.n, made.version.n))
      } catch (error) {
        toast.error(failureOf(error).message)
        return
      }
      await revalidate()
    })
  }

  return (
    <>
      <ScreenHeading title={words.title} intro={words.intro} />
      <section className="bg-base-200 rounded-box flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="max-w-xl">
          {liveVersion
            ? words.live(liveVersion.n, liveVersion.by.name, when(liveVersion.at))
            : words.noneLive}
        </p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={() => void publish()}
        >
          {pending ? <Spinner label={null} /> : null}
          {pending ? words.publishing : words.publish}
        </button>
      </section>
      <p role="status" className="text-base-content/75 mt-4 min-h-6 text-sm">
        {underWay ? words.following : ''}
      </p>
      {refusal ? (
        <div role="alert" className="alert alert-error mt-4 flex-col items-start">
          <p className="font-semibold">{words.refusedTitle}</p>
          <ul className="list-disc pl-5">
            {refusal.map(({ id, title }) => (
              <li key={id}>
                <Link className="link" to={adminPaths.listing.to(id)}>
                  {title || id}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <h2 className="mt-10 text-2xl">{words.versionsTitle}</h2>
      {versions.length ? (
        <ol aria-label={words.versionsTitle} className="mt-2 flex flex-col">
          {versions.map((version) => (
            <VersionItem
              key={version.n}
              version={version}
              live={version.n === live}
              pending={pending}
              onRestore={(chosen) => void restore(chosen)}
            />
          ))}
        </ol>
      ) : (
        <p className="text-base-content/75 mt-2">{words.empty}</p>
      )}
      {element}
    </>
  )
}
