import {
  useLoaderData,
  useRouteLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { adminApi } from '@/config/paths'
import { listingAnswerSchema, type Listing } from '@/features/listings/listing-schema'
import { isListingMove } from '@/features/listings/listing-states'
import { AdminApiError, AdminOfflineError, callAdmin } from '../../api/admin-api'
import { failureOf } from '../../api/failure'
import { ScreenHeading } from '../../layout/screen-states'
import { forMember } from '../../session/for-member'
import type { AdminSession } from '../../session/session'
import type { EditorAnswer, EditorRefusal, EditorRequest } from './editor-answer'
import { ListingEditor } from './listing-editor'
import { listingWords } from './messages'

/** One listing, as its newest revision; null when there is none for this member (404). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  forMember(request, 'editOwnDrafts', async () => {
    try {
      const { listing } = await callAdmin(
        adminApi.listing.href(params.id ?? ''),
        listingAnswerSchema,
      )
      return { listing }
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 404) return { listing: null }
      throw error
    }
  })

/** The editor keeps the answer of its own saves: no second read after each. */
export const shouldRevalidate = ({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => (formMethod ? false : defaultShouldRevalidate)

async function refusalOf(error: unknown, id: string): Promise<EditorRefusal> {
  if (error instanceof AdminOfflineError) return { kind: 'offline' }
  if (error instanceof AdminApiError) {
    if (error.code === 'conflict') {
      // The listing as it is now says who changed it last, and when.
      const newest = await callAdmin(adminApi.listing.href(id), listingAnswerSchema).then(
        ({ listing }) => listing,
        () => null,
      )
      return newest
        ? { kind: 'conflict', by: newest.updatedBy.name, at: newest.updatedAt, newest }
        : { kind: 'message', message: listingWords.refused.notFound }
    }
    if (error.code === 'invalid' && Object.keys(error.fields).length)
      return { kind: 'problems', fields: error.fields }
    if (error.code === 'not-found')
      return { kind: 'message', message: listingWords.refused.notFound }
    if (error.code === 'locked') return { kind: 'message', message: listingWords.refused.locked }
    if (error.code === 'wrong-state')
      return { kind: 'message', message: listingWords.refused.wrongState }
  }
  const failure = failureOf(error)
  return { kind: 'message', message: failure.message || listingWords.refused.failed }
}

/** A save (a new revision from `base`), then the move asked for, from the revision saved. */
export async function action({ request, params }: ActionFunctionArgs): Promise<EditorAnswer> {
  const id = params.id ?? ''
  const { intent, base, content } = JSON.parse(await request.text()) as EditorRequest
  let saved: Listing | null = null
  try {
    if (content) {
      ;({ listing: saved } = await callAdmin(adminApi.listing.href(id), listingAnswerSchema, {
        method: 'PUT',
        body: { base, ...content },
      }))
    }
    if (intent === 'save' || !isListingMove(intent)) {
      if (saved) return { ok: true, intent, listing: saved }
      throw new Error('A save without content')
    }
    const { listing } = await callAdmin(
      adminApi.listingMove.href(id, intent),
      listingAnswerSchema,
      {
        method: 'POST',
        body: { base: saved?.revision ?? base },
      },
    )
    return { ok: true, intent, listing }
  } catch (error) {
    return { ok: false, intent, saved, refusal: await refusalOf(error, id) }
  }
}

/** One listing's editor, for the member who may open it; "no such listing" otherwise. */
export function Component() {
  const data = useLoaderData<typeof loader>()
  const session = useRouteLoaderData<AdminSession>('admin')
  if (!data || session?.kind !== 'member') return null
  if (!data.listing)
    return (
      <>
        <ScreenHeading title={listingWords.notFound.title} />
        <p>{listingWords.notFound.body}</p>
      </>
    )
  return <ListingEditor key={data.listing.id} listing={data.listing} member={session.member} />
}
