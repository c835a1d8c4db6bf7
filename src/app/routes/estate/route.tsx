import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { NotFoundMessage } from '@/components/not-found-message'
import { DataError } from '@/components/data-error'
import { messages } from '@/config/messages'
import { paths } from '@/config/paths'
import { requireUser } from '@/features/auth/guards'
import { loadEstate } from '@/features/estates/load-estates'
import { titleOf } from '../../pages'
import { EstatePage } from './estate-page'

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireUser(request)
  return { estate: await loadEstate(params.estateId ?? '', request.signal) }
}

export function Component() {
  const { estate } = useLoaderData<typeof loader>()
  if (!estate) return <NotFoundMessage text={messages.estates.notFound} to={paths.home.href()} />
  return <EstatePage estate={estate} />
}

export function ErrorBoundary() {
  return <DataError message={messages.estates.loadFailed} title={titleOf('estate')} />
}
