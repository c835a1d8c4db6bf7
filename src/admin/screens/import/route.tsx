import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { SubmitButton } from '@/components/submit-button'
import { toast } from '@/components/toast'
import { adminApi, adminPaths } from '@/config/paths'
import {
  formatOfFile,
  importConfirmAnswerSchema,
  importPhotosAnswerSchema,
  importPreviewAnswerSchema,
  withdrawableState,
  type ImportPhotosProgress,
  type ImportPreviewAnswer,
  type ImportResult,
} from '@/features/import/import-schema'
import { AdminApiError, callAdmin } from '../../api/admin-api'
import { failureOf } from '../../api/failure'
import { ScreenHeading } from '../../layout/screen-states'
import { forMember } from '../../session/for-member'
import { downloadExport } from './download-export'
import { importWords as words } from './messages'

export const loader = ({ request }: LoaderFunctionArgs) =>
  forMember(request, 'importListings', async () => true)

/** The words of a refusal: an unreadable file says why, anything else as the function said. */
function problemOf(error: unknown) {
  if (error instanceof AdminApiError && error.code === 'unreadable') {
    const detail = (error.answer as { error?: { detail?: unknown } } | undefined)?.error?.detail
    return words.unreadable(typeof detail === 'string' ? detail : '')
  }
  if (error instanceof AdminApiError && error.code === 'confirmed') return words.confirmed
  return failureOf(error).message
}

function Table({
  title,
  columns,
  rows,
}: {
  title: string
  columns: string[]
  rows: ReactNode[][]
}) {
  const id = useId()
  if (!rows.length) return null
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="text-xl">
        {title}
      </h3>
      {/* No sideways scroll on a phone (a scrolled region must take the focus): cells wrap. */}
      <div className="mt-2">
        <table className="table-sm table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, row) => (
              <tr key={row}>
                {cells.map((cell, index) => (
                  <td key={index} className="wrap-anywhere">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Diff({ preview }: { preview: ImportPreviewAnswer }) {
  const { diff } = preview
  const { columns } = words
  const counts = [
    [words.counts.new, diff.new.length],
    [words.counts.changed, diff.changed.length],
    [words.counts.unchanged, diff.unchanged.length],
    [words.counts.absent, diff.absent.length],
    [words.counts.errors, new Set(diff.errors.map(({ record }) => record)).size],
  ] as const
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="import-counts">
        {counts.map(([label, count]) => (
          <div key={label} className="bg-base-100 rounded-box p-3">
            <dt className="text-base-content/75 text-sm">{label}</dt>
            <dd className="text-2xl">{count}</dd>
          </div>
        ))}
      </dl>
      <Table
        title={words.newTitle}
        columns={[columns.id, columns.title, columns.record]}
        rows={diff.new.map(({ id, title, record }) => [id, title, record])}
      />
      <Table
        title={words.changedTitle}
        columns={[columns.id, columns.title, columns.state, columns.fields]}
        rows={diff.changed.map(({ id, title, state, fields }) => [
          id,
          title,
          state,
          fields.join(', '),
        ])}
      />
      {diff.changed.some(({ state }) => state === 'published' || state === 'in review') ? (
        <p className="text-base-content/75 mt-2 text-sm">{words.heldNote}</p>
      ) : null}
      {diff.photos ? (
        <p className="text-base-content/75 mt-4 text-sm">{words.photosNote(diff.photos)}</p>
      ) : null}
      <Table
        title={words.absentTitle}
        columns={[columns.id, columns.title, columns.state]}
        rows={diff.absent.map(({ id, title, state }) => [id, title, state])}
      />
      <Table
        title={words.errorsTitle}
        columns={[columns.record, columns.field, columns.message]}
        rows={diff.errors.map(({ record, field, message }) => [record, field, message])}
      />
    </>
  )
}

/** Listings exported, and imported from a file or a feed: a dry run, then its confirmation. */
export function Component() {
  const allowed = useLoaderData<typeof loader>()
  const fileId = useId()
  const hintId = useId()
  const photosId = useId()
  const [exporting, setExporting] = useState<'json' | 'csv' | null>(null)
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [preview, setPreview] = useState<ImportPreviewAnswer | null>(null)
  const [withdrawAbsent, setWithdrawAbsent] = useState(false)
  const [result, setResult] = useState<ImportResult | null>(null)
  const [photos, setPhotos] = useState<ImportPhotosProgress | null>(null)
  if (!allowed) return null

  const exportAs = async (format: 'json' | 'csv') => {
    setExporting(format)
    try {
      await downloadExport(format)
    } catch {
      toast.error(words.exportFailed)
    } finally {
      setExporting(null)
    }
  }

  const onPreview = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const file = new FormData(event.currentTarget).get('file')
    setProblem(null)
    setPreview(null)
    setResult(null)
    setWithdrawAbsent(false)
    if (!(file instanceof File) || !file.name) return setProblem(words.chooseFile)
    const format = formatOfFile(file.name)
    if (!format) return setProblem(words.wrongExtension)
    setPending(true)
    try {
      const text = await file.text()
      setPreview(
        await callAdmin(adminApi.importPreview.href(), importPreviewAnswerSchema, {
          method: 'POST',
          body: { format, source: file.name, text },
        }),
      )
    } catch (error) {
      setProblem(problemOf(error))
    } finally {
      setPending(false)
    }
  }

  const withdrawable = preview
    ? preview.diff.absent.filter(({ state }) => state === withdrawableState).length
    : 0
  const toImport = preview ? preview.diff.new.length + preview.diff.changed.length : 0

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!preview) return
    setProblem(null)
    setPending(true)
    try {
      // The feed's new photos first, a few seconds a call, so the progress can be shown.
      if (preview.diff.photos) {
        let step: ImportPhotosProgress
        do {
          const answer = await callAdmin(
            adminApi.importPhotos.href(preview.import.id),
            importPhotosAnswerSchema,
            { method: 'POST' },
          )
          step = answer.photos
          setPhotos(step)
        } while (step.pending)
      }
      const answer = await callAdmin(
        adminApi.importConfirm.href(preview.import.id),
        importConfirmAnswerSchema,
        { method: 'POST', body: { withdrawAbsent: withdrawAbsent && withdrawable > 0 } },
      )
      setResult(answer.result)
      setPreview(null)
      toast.success(
        words.done(
          answer.result.created.length,
          answer.result.updated.length,
          answer.result.withdrawn.length,
        ),
      )
    } catch (error) {
      setProblem(problemOf(error))
    } finally {
      setPending(false)
      setPhotos(null)
    }
  }

  return (
    <>
      <ScreenHeading title={words.title} intro={words.intro} />
      <section aria-labelledby="export-title" className="bg-base-200 rounded-box p-5 sm:p-8">
        <h2 id="export-title" className="text-2xl">
          {words.exportTitle}
        </h2>
        <p className="text-base-content/75 mt-2 text-sm">{words.exportHint}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {(['json', 'csv'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="btn btn-outline"
              disabled={exporting !== null}
              aria-busy={exporting === format || undefined}
              onClick={() => void exportAs(format)}
            >
              {format === 'json' ? words.exportJson : words.exportCsv}
            </button>
          ))}
        </div>
      </section>

      <section aria-labelledby="import-title" className="bg-base-200 rounded-box mt-8 p-5 sm:p-8">
        <h2 id="import-title" className="text-2xl">
          {words.importTitle}
        </h2>
        <form
          noValidate
          onSubmit={onPreview}
          className="mt-4 flex flex-col gap-4"
          aria-busy={pending}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={fileId} className="font-medium">
              {words.fileLabel}
            </label>
            <input
              id={fileId}
              name="file"
              type="file"
              accept=".json,.csv,.xml,application/json,text/csv,text/xml,application/xml"
              aria-describedby={hintId}
              className="file-input w-full max-w-md"
              onChange={() => {
                setPreview(null)
                setProblem(null)
              }}
            />
            <p id={hintId} className="text-base-content/75 text-sm">
              {words.fileHint}
            </p>
          </div>
          <SubmitButton pending={pending && !preview} disabled={pending} className="self-start">
            {words.preview}
          </SubmitButton>
        </form>
        <div role="alert" className={problem ? 'alert alert-error mt-4' : undefined}>
          {problem}
        </div>
        <div role="status" className="sr-only">
          {pending ? (preview ? words.confirming : words.previewing) : ''}
        </div>
        {preview ? (
          <section aria-labelledby="diff-title" className="mt-6">
            <h2 id="diff-title" className="mb-4 text-2xl">
              {words.diffTitle(preview.import.source)}
            </h2>
            <Diff preview={preview} />
            <form
              noValidate
              onSubmit={onConfirm}
              className="mt-6 flex flex-col gap-4"
              aria-busy={pending}
            >
              {withdrawable ? (
                <div>
                  <label className="flex cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      className="checkbox"
                      checked={withdrawAbsent}
                      onChange={(event) => setWithdrawAbsent(event.currentTarget.checked)}
                    />
                    <span>{words.withdraw(withdrawable)}</span>
                  </label>
                  <p className="text-base-content/75 mt-1 text-sm">{words.withdrawHint}</p>
                </div>
              ) : null}
              <SubmitButton pending={pending} className="self-start">
                {words.confirm(toImport)}
              </SubmitButton>
              {photos ? (
                <div className="flex max-w-md flex-col gap-1">
                  <span id={photosId}>
                    {words.fetchingPhotos(photos.stored + photos.failed, photos.total)}
                  </span>
                  <progress
                    className="progress progress-primary"
                    aria-labelledby={photosId}
                    value={photos.stored + photos.failed}
                    max={photos.total}
                  />
                </div>
              ) : null}
            </form>
          </section>
        ) : null}
        {result ? (
          <div className="mt-6" data-testid="import-result">
            <p>
              {words.done(result.created.length, result.updated.length, result.withdrawn.length)}
            </p>
            {result.held.length ? <p>{words.held(result.held.length)}</p> : null}
            {result.conflicts.length ? <p>{words.conflicts(result.conflicts.length)}</p> : null}
            <Table
              title={words.heldTitle}
              columns={[words.columns.id]}
              rows={result.held.map((id) => [
                <Link key={id} className="link" to={adminPaths.listing.to(id)}>
                  {id}
                </Link>,
              ])}
            />
            <Table
              title={words.photoFailuresTitle}
              columns={[words.columns.address, words.columns.message]}
              rows={result.photoFailures.map(({ url, message }) => [url, message])}
            />
          </div>
        ) : null}
      </section>
    </>
  )
}
