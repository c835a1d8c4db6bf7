import {
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { FormField } from '@/components/form-field'
import { Spinner } from '@/components/spinner'
import { SubmitButton } from '@/components/submit-button'
import { toast } from '@/components/toast'
import { adminApi, adminPaths } from '@/config/paths'
import {
  listingAnswerSchema,
  listingListAnswerSchema,
  type ListingSummary,
} from '@/features/listings/listing-schema'
import { isListingState, listingStateNames } from '@/features/listings/listing-states'
import { AdminApiError, callAdmin } from '../../api/admin-api'
import { failureOf } from '../../api/failure'
import { formatMoment } from '../../format'
import { ScreenHeading } from '../../layout/screen-states'
import { adminMessages } from '../../messages'
import { forMember } from '../../session/for-member'
import { listingWords } from './messages'
import { StateBadge } from './state-badge'

const words = listingWords.list

/** The state the list is filtered by (`?state=draft`), or null for all. */
const stateOf = (url: string) => {
  const state = new URL(url).searchParams.get('state')
  return isListingState(state) ? state : null
}

/** Every listing the member may open (an agent: their own), newest change first. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  forMember(request, 'editOwnDrafts', async () => {
    const state = stateOf(request.url)
    const { listings } = await callAdmin(
      adminApi.listings.href(state ?? undefined),
      listingListAnswerSchema,
    )
    return { listings, state }
  })

/** A refused draft keeps the list as it was (and its form's typing): no second read after it. */
export const shouldRevalidate = ({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (formMethod ? false : defaultShouldRevalidate)

/** A new draft of the member's, then its editor; a refused id is said beside its field. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const id = String(form.get('id') ?? '').trim()
  try {
    const { listing } = await callAdmin(adminApi.listings.href(), listingAnswerSchema, {
      method: 'POST',
      body: id ? { id } : {},
    })
    toast.success(listingWords.create.created(listing.id))
    return redirect(adminPaths.listing.to(listing.id))
  } catch (error) {
    if (error instanceof AdminApiError && error.code === 'id-taken')
      return { fields: { id: listingWords.refused.idTaken } }
    const failure = failureOf(error)
    return { fields: failure.fields.id ? { id: failure.fields.id } : {}, message: failure.message }
  }
}

function CreateDraft() {
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  return (
    <section aria-labelledby="create-title" className="bg-base-200 rounded-box p-5 sm:p-6">
      <h2 id="create-title" className="text-2xl">
        {listingWords.create.title}
      </h2>
      <p className="text-base-content/75 mt-2 text-sm">{listingWords.create.hint}</p>
      <Form method="post" noValidate className="mt-5 flex flex-col gap-4" aria-busy={pending}>
        <FormField
          label={listingWords.create.id}
          name="id"
          autoComplete="off"
          spellCheck={false}
          error={answer?.fields.id}
        />
        <p className="text-base-content/70 -mt-2 text-sm">{listingWords.create.idHint}</p>
        {answer && 'message' in answer && !answer.fields.id ? (
          <p role="alert" className="text-error text-sm">
            {answer.message}
          </p>
        ) : null}
        <SubmitButton pending={pending} className="self-start">
          {listingWords.create.submit}
        </SubmitButton>
      </Form>
    </section>
  )
}

function ListingCard({ listing }: { listing: ListingSummary }) {
  const title = listing.title || words.untitled
  const titleId = `listing-${listing.id}`
  return (
    <li
      aria-labelledby={titleId}
      className="border-base-300 flex gap-4 border-b py-4 first:border-t"
    >
      {listing.image ? (
        <img
          src={listing.image}
          alt=""
          loading="lazy"
          decoding="async"
          className="rounded-field bg-base-200 h-16 w-20 shrink-0 object-cover sm:h-20 sm:w-28"
        />
      ) : (
        <span className="rounded-field bg-base-200 h-16 w-20 shrink-0 sm:h-20 sm:w-28" />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            id={titleId}
            to={adminPaths.listing.to(listing.id)}
            className="link link-hover font-semibold break-words"
          >
            {title}
          </Link>
          <StateBadge state={listing.state} />
        </p>
        <p className="text-base-content/75 text-sm break-words">
          {[listing.location, words.address(listing.id)].filter(Boolean).join(' · ')}
        </p>
        <p className="text-base-content/70 mt-1 text-sm">
          {words.owner(listing.owner.name)}
          {' · '}
          {words.changed(listing.updatedBy.name, formatMoment(listing.updatedAt))}
        </p>
        <p
          className={`mt-1 text-sm ${listing.problems ? 'font-semibold' : 'text-base-content/70'}`}
        >
          {listing.problems ? words.problems(listing.problems) : words.complete}
        </p>
      </div>
    </li>
  )
}

/** The listings, by state: where the back office opens. */
export function Component() {
  const data = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  if (!data) return null
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === adminPaths.listings.href()
  const filters = [null, ...listingStateNames]
  return (
    <>
      <ScreenHeading title={adminMessages.screens.listings} intro={listingWords.intro} />
      <div className="grid gap-10 xl:grid-cols-[1fr_minmax(0,20rem)] xl:items-start">
        <section aria-labelledby="listings-title" aria-busy={loading} className="min-w-0">
          <h2 id="listings-title" className="sr-only">
            {words.title}
          </h2>
          <nav aria-label={words.filterLabel} className="mb-5">
            <ul className="flex flex-wrap gap-2">
              {filters.map((state) => (
                <li key={state ?? 'all'}>
                  <Link
                    to={state ? `?${new URLSearchParams({ state })}` : '.'}
                    aria-current={data.state === state ? 'page' : undefined}
                    className={`btn btn-sm ${data.state === state ? 'btn-primary' : 'btn-outline'}`}
                  >
                    {state ? listingWords.states[state] : words.all}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {loading ? (
            <p className="text-base-content/75 mb-4 flex items-center gap-3">
              <Spinner label={null} />
              {words.loading}
            </p>
          ) : null}
          {data.listings.length ? (
            <ul data-testid="listings">
              {data.listings.map((listing) => (
                <ListingCard key={listing.id} listing={listing} />
              ))}
            </ul>
          ) : (
            <div className="bg-base-200 rounded-box px-6 py-10 text-center sm:px-10">
              <p className="font-display text-2xl">{words.emptyTitle}</p>
              <p className="text-base-content/75 mx-auto mt-3 max-w-md">
                {data.state ? words.emptyIn(listingWords.states[data.state]) : words.empty}
              </p>
            </div>
          )}
        </section>
        <CreateDraft />
      </div>
    </>
  )
}
