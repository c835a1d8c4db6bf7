import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { FormField } from '@/components/form-field'
import { ModalDialog } from '@/components/modal-dialog'
import { toast } from '@/components/toast'
import { paths } from '@/config/paths'
import { idToken } from '@/features/auth/auth-actions'
import {
  canonicalEstateQuery,
  parseEstateQuery,
  serialiseEstateQuery,
  type EstateQuery,
} from '@/features/estates/estate-query'
import { savedSearchMessages } from '@/features/saved-searches/messages'
import type { PendingSearch } from '@/features/saved-searches/pending-search'
import {
  checkSavedSearch,
  searchFrequencies,
  type NewSavedSearch,
} from '@/features/saved-searches/saved-search-schema'
import { createSavedSearch } from '@/features/saved-searches/saved-searches-api'
import { useSchemaForm } from '@/lib/use-schema-form'
import { describeSearch, type SearchWords } from './describe-search'

const text = savedSearchMessages.dialog
const { errors } = savedSearchMessages

type Failure = { message: string; code: string }

/**
 * The name (offered from the filters in words) and the email alerts of the search on screen,
 * checked with the function's own rules, then saved. A failure is said in the dialog, which keeps
 * what was typed and chosen.
 */
export default function SaveSearchDialog({
  query,
  words,
  emailVerified,
  onClose,
}: {
  query: EstateQuery
  /** The visitor's words and units, for the name offered. */
  words: SearchWords
  /** As the session last heard it: the function decides from a fresh token. */
  emailVerified: boolean
  onClose: () => void
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [offered] = useState(() => describeSearch(query, words))
  const search = serialiseEstateQuery(query).toString()
  const { pending, onSubmit, field } = useSchemaForm<NewSavedSearch, string>({
    rules: (values) => {
      const checked = checkSavedSearch(
        { name: values.name, query: search, frequency: values.frequency },
        canonicalEstateQuery,
      )
      // The search itself has no field here: a problem with it is said for the whole.
      const withQuery = !checked.ok && checked.errors.query
      setFailure(withQuery ? { message: withQuery, code: 'invalid' } : null)
      return checked
    },
    submit: async (data) => {
      const result = await createSavedSearch(data, idToken)
      if (result.ok) {
        toast.success(savedSearchMessages.saved(result.value.name))
        dialogRef.current?.close()
        return
      }
      // The function's words for the search itself, as the rules' above: it has no field here.
      const withQuery = result.fields?.query
      setFailure(withQuery ? { message: withQuery, code: result.code } : result)
      return result.fields
    },
  })
  const unverified = !emailVerified || failure?.code === 'email-unverified'

  return (
    <ModalDialog
      dialogRef={dialogRef}
      title={text.title}
      description={text.description}
      busy={pending}
      onClose={onClose}
    >
      <form noValidate aria-busy={pending} onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
        <FormField label={text.name} defaultValue={offered} autoComplete="off" {...field('name')} />
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{text.frequency}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {searchFrequencies.map((frequency) => (
              <label key={frequency} className="flex min-h-9 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name="frequency"
                  value={frequency}
                  defaultChecked={frequency === 'off'}
                  className="accent-primary size-4"
                />
                <span>{savedSearchMessages.frequencies[frequency]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {failure && failure.code !== 'email-unverified' ? (
          <p role="alert" className="text-error font-semibold">
            {failure.message}
          </p>
        ) : null}
        {/* Told before they press, not only after: the function refuses an unverified address. The
            button stays: the session may not know yet that they have verified. */}
        {unverified ? (
          <div
            role={failure?.code === 'email-unverified' ? 'alert' : undefined}
            className="bg-base-200 rounded-box flex flex-col items-start gap-2 p-4"
          >
            <p>{errors.verifyEmail}</p>
            <Link to={paths.profile.href()} className="link font-semibold">
              {text.toProfile}
            </Link>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={pending}
            onClick={() => dialogRef.current?.close()}
          >
            {text.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {pending ? text.saving : text.save}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}

/** The search a guest pressed save on, saved now that they are signed in, with alerts off. */
export async function savePendingSearch({ query }: PendingSearch, words: SearchWords) {
  const name = describeSearch(parseEstateQuery(new URLSearchParams(query)), words)
  const checked = checkSavedSearch({ name, query, frequency: 'off' }, canonicalEstateQuery)
  if (!checked.ok) return
  const result = await createSavedSearch(checked.data, idToken)
  if (result.ok) toast.success(savedSearchMessages.savedAfterSignIn(result.value.name))
  else toast.error(result.message)
}
