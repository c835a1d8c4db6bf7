import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { FormField } from '@/components/form-field'
import { RetryNotice } from '@/components/retry-notice'
import { toast } from '@/components/toast'
import { paths } from '@/config/paths'
import { idToken } from '@/features/auth/auth-actions'
import { savedSearchMessages } from '@/features/saved-searches/messages'
import {
  checkSearchChange,
  searchFrequencies,
  type SavedSearch,
  type SearchFrequency,
} from '@/features/saved-searches/saved-search-schema'
import {
  changeSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
} from '@/features/saved-searches/saved-searches-api'
import { usePending } from '@/lib/use-schema-form'

const text = savedSearchMessages.profile
const cardClass =
  'bg-base-100 rounded-box flex flex-col gap-4 p-6 shadow-[0_1px_2px_rgb(28_34_48/0.06),0_12px_32px_-12px_rgb(28_34_48/0.18)] sm:p-7'

type Row = {
  search: SavedSearch
  onChanged: (search: SavedSearch) => void
  onDeleted: (id: string) => void
}

function RenameForm({
  search,
  onChanged,
  onDone,
}: Omit<Row, 'onDeleted'> & { onDone: () => void }) {
  const [error, setError] = useState<string | undefined>()
  const { pending, run } = usePending()
  const input = useRef<HTMLInputElement>(null)
  // Opened by "Rename": the name is what the visitor came to type.
  useEffect(() => input.current?.focus(), [])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = checkSearchChange({ name: new FormData(event.currentTarget).get('name') })
    if (!checked.ok) return setError(checked.errors.name ?? checked.errors.request)
    void run(async () => {
      const result = await changeSavedSearch(search.id, checked.data, idToken)
      if (!result.ok) return setError(result.fields?.name ?? result.message)
      onChanged(result.value)
      toast.success(text.renamed(result.value.name))
      onDone()
    })
  }
  return (
    <form noValidate onSubmit={submit} aria-busy={pending} className="flex flex-col gap-3">
      <FormField
        label={text.newName}
        name="name"
        defaultValue={search.name}
        autoComplete="off"
        error={error}
        renderInput={(props) => <input {...props} ref={input} />}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={pending}>
          {text.saveName}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone} disabled={pending}>
          {text.cancel}
        </button>
      </div>
    </form>
  )
}

function SavedSearchCard({ search, onChanged, onDeleted }: Row) {
  const id = useId()
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view')
  const { pending, run } = usePending()
  const renameButton = useRef<HTMLButtonElement>(null)

  const changeFrequency = (frequency: SearchFrequency) =>
    run(async () => {
      const result = await changeSavedSearch(search.id, { frequency }, idToken)
      if (!result.ok) return toast.error(result.message)
      onChanged(result.value)
      toast.success(
        text.frequencyChanged(result.value.name, savedSearchMessages.frequencies[frequency]),
      )
    })
  const remove = () =>
    run(async () => {
      const result = await deleteSavedSearch(search.id, idToken)
      // Already gone (another window): what the visitor asked for is done.
      if (result.ok || result.code === 'not-found') {
        onDeleted(search.id)
        toast.success(text.deleted(search.name))
      } else toast.error(result.message)
    })

  return (
    <article aria-labelledby={`${id}-name`} className={cardClass}>
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-name`} className="text-xl">
          <Link to={paths.home.href(search.query)} className="link link-hover">
            {search.name}
          </Link>
        </h3>
      </div>
      {mode === 'rename' ? (
        <RenameForm
          search={search}
          onChanged={onChanged}
          onDone={() => {
            setMode('view')
            requestAnimationFrame(() => renameButton.current?.focus())
          }}
        />
      ) : mode === 'confirm' ? (
        <div
          role="group"
          aria-labelledby={`${id}-confirm`}
          className="flex flex-wrap items-center gap-3"
        >
          <p id={`${id}-confirm`} className="font-semibold">
            {text.confirmDelete(search.name)}
          </p>
          <button
            type="button"
            className="btn btn-error btn-sm"
            onClick={remove}
            disabled={pending}
          >
            {text.confirm}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => setMode('view')}
            disabled={pending}
          >
            {text.keep}
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-frequency`} className="text-sm font-semibold">
              {savedSearchMessages.dialog.frequency}
            </label>
            <select
              id={`${id}-frequency`}
              className="input bg-base-100 border-base-300 focus-within:border-gold-deep rounded-field h-10 w-44 pr-8"
              aria-label={text.frequencyLabel(search.name)}
              value={search.frequency}
              disabled={pending}
              onChange={(event) => void changeFrequency(event.target.value as SearchFrequency)}
            >
              {searchFrequencies.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {savedSearchMessages.frequencies[frequency]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              ref={renameButton}
              type="button"
              className="btn btn-outline btn-primary btn-sm"
              aria-label={text.renameLabel(search.name)}
              onClick={() => setMode('rename')}
            >
              {text.rename}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={text.deleteLabel(search.name)}
              onClick={() => setMode('confirm')}
            >
              {text.delete}
            </button>
          </div>
        </div>
      )}
    </article>
  )
}

function Loading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      {[0, 1].map((index) => (
        <div key={index} aria-hidden="true" className={cardClass}>
          <div className="skeleton h-6 w-1/2" />
          <div className="skeleton h-4 w-3/4" />
          <div className="skeleton h-8 w-40" />
        </div>
      ))}
    </div>
  )
}

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; searches: SavedSearch[] }

/** The profile's saved searches: open, rename, change the email alerts, delete. */
export default function SavedSearchesSection() {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<State>({ status: 'loading' })
  useEffect(() => {
    let current = true
    void listSavedSearches(idToken).then((result) => {
      if (!current) return
      setState(
        result.ok
          ? { status: 'ready', searches: result.value }
          : { status: 'failed', message: text.loadFailed },
      )
    })
    return () => {
      current = false
    }
  }, [attempt])

  const update = (change: (searches: SavedSearch[]) => SavedSearch[]) =>
    setState((now) => (now.status === 'ready' ? { ...now, searches: change(now.searches) } : now))

  return (
    <section aria-labelledby="saved-searches-heading" className="mx-auto mt-20 max-w-3xl text-left">
      <h2 id="saved-searches-heading" tabIndex={-1} className="mb-8 text-center text-3xl">
        {text.heading}
      </h2>
      {state.status === 'loading' ? (
        <Loading />
      ) : state.status === 'failed' ? (
        <RetryNotice
          message={state.message}
          onRetry={() => {
            setState({ status: 'loading' })
            setAttempt((count) => count + 1)
          }}
        />
      ) : state.searches.length === 0 ? (
        <div className="bg-base-200 rounded-box mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-12 text-center">
          <p className="font-display text-xl">{text.emptyTitle}</p>
          <p className="text-base-content/75">{text.emptyBody}</p>
          <Link to={paths.home.href()} className="btn btn-primary btn-outline">
            {text.browse}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-5">
          {state.searches.map((search) => (
            <li key={search.id}>
              <SavedSearchCard
                search={search}
                onChanged={(changed) =>
                  update((searches) =>
                    searches.map((one) => (one.id === changed.id ? changed : one)),
                  )
                }
                onDeleted={(id) => {
                  update((searches) => searches.filter((one) => one.id !== id))
                  document.getElementById('saved-searches-heading')?.focus()
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
