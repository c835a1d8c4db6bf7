import { useId } from 'react'
import {
  Form,
  Link,
  useLoaderData,
  useNavigation,
  useSubmit,
  type LoaderFunctionArgs,
} from 'react-router'
import { Spinner } from '@/components/spinner'
import { toast } from '@/components/toast'
import { figures as limits } from '@/config/constants'
import { adminApi, adminPaths } from '@/config/paths'
import {
  figureNames,
  figuresAnswerSchema,
  figuresCsvName,
  periodOf,
  type FiguresAnswer,
} from '@/features/figures/figures-api'
import { usePending } from '@/lib/use-schema-form'
import { AdminApiError, callAdmin } from '../../api/admin-api'
import { downloadAdminFile } from '../../api/download-admin-file'
import { failureOf } from '../../api/failure'
import { ScreenHeading } from '../../layout/screen-states'
import { forMember } from '../../session/for-member'
import { FiguresChart } from './figures-chart'
import { figuresWords as words } from './messages'

/** One listing's figures (?estate=ID&days=N; none: the first listing, 30 days). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  forMember(request, 'readOwnFigures', async () => {
    const query = new URL(request.url).searchParams
    const estate = query.get('estate') || null
    try {
      const answer = await callAdmin(
        adminApi.figures.href(estate, periodOf(query.get('days'))),
        figuresAnswerSchema,
      )
      return { answer }
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 404) return { answer: null }
      throw error
    }
  })

/** The listing's figures over the period as a CSV file, written by the admin function. */
function DownloadButton({ estateId, days }: { estateId: string; days: number }) {
  const { pending, run } = usePending()
  const download = () =>
    void run(async () => {
      try {
        await downloadAdminFile(
          adminApi.figuresExport.href(estateId, days),
          figuresCsvName(estateId, days),
        )
      } catch (failed) {
        toast.error(failureOf(failed).message)
      }
    })
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={download}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner label={null} /> : null}
      {words.download}
    </button>
  )
}

function FiguresTable({ answer, title }: { answer: FiguresAnswer; title: string }) {
  const totals = figureNames.map((name) => answer.figures.reduce((sum, day) => sum + day[name], 0))
  return (
    <div className="overflow-x-auto">
      <table className="table-zebra table-sm table">
        <caption className="mb-2 text-left">{words.tableCaption(title, answer.days)}</caption>
        <thead>
          <tr>
            <th scope="col">{words.day}</th>
            {figureNames.map((name) => (
              <th key={name} scope="col" className="text-right">
                {words.names[name]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...answer.figures].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row" className="font-normal">
                <time dateTime={day.day}>{day.day}</time>
              </th>
              {figureNames.map((name) => (
                <td key={name} className="text-right tabular-nums">
                  {day[name]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{words.total}</th>
            {totals.map((total, index) => (
              <td key={figureNames[index]} className="text-right tabular-nums">
                {total}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

/** Figures per listing (issue 46): a listing and a period, a chart, the table, the CSV. */
export function Component() {
  const loaded = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const submit = useSubmit()
  const listingId = useId()
  const periodId = useId()
  if (!loaded) return null
  const { answer } = loaded
  if (!answer)
    return (
      <>
        <ScreenHeading title={words.notFound.title} />
        <p className="mb-4">{words.notFound.body}</p>
        <Link to={adminPaths.figures.pattern} className="link">
          {words.back}
        </Link>
      </>
    )
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === adminPaths.figures.href()
  const title = answer.listings.find(({ id }) => id === answer.estateId)?.title ?? ''
  return (
    <>
      <ScreenHeading title={words.title} intro={words.intro} />
      {answer.estateId ? (
        <section aria-labelledby="figures-title" aria-busy={loading}>
          <h2 id="figures-title" className="sr-only">
            {title}
          </h2>
          <Form
            method="get"
            className="mb-6 flex flex-wrap items-end gap-4"
            onChange={(event) => void submit(event.currentTarget)}
          >
            <div className="flex w-full flex-col gap-1 sm:w-auto">
              <label htmlFor={listingId}>{words.listing}</label>
              <select
                id={listingId}
                name="estate"
                className="select w-full sm:w-80"
                defaultValue={answer.estateId}
                key={answer.estateId}
              >
                {answer.listings.map(({ id, title: name }) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={periodId}>{words.period}</label>
              <select
                id={periodId}
                name="days"
                className="select w-auto"
                defaultValue={answer.days}
                key={answer.days}
              >
                {limits.periods.map((days) => (
                  <option key={days} value={days}>
                    {words.periodDays(days)}
                  </option>
                ))}
              </select>
            </div>
            {/* Without script the form still works: the change submits it, or this does. */}
            <button type="submit" className="btn btn-outline">
              {words.show}
            </button>
            <DownloadButton estateId={answer.estateId} days={answer.days} />
          </Form>
          {loading ? (
            <p className="text-base-content/75 mb-4 flex items-center gap-3">
              <Spinner label={null} />
              {words.loading}
            </p>
          ) : null}
          <FiguresChart figures={answer.figures} />
          <FiguresTable answer={answer} title={title} />
        </section>
      ) : (
        <div className="bg-base-200 rounded-box px-6 py-10 text-center sm:px-10">
          <p className="text-xl">{words.empty}</p>
          <p className="text-base-content/75 mt-2">{words.emptyHint}</p>
        </div>
      )}
    </>
  )
}
