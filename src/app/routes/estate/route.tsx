import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { NotFoundMessage } from '@/components/not-found-message'
import { DataError } from '@/components/data-error'
import { paths } from '@/config/paths'
import { requireUser } from '@/features/auth/guards'
import { loadEstate } from '@/features/estates/load-estates'
import { estateMessages, estatePageMessages } from '@/features/estates/messages'
import { titleOf } from '../../pages'
import { EstatePage } from './estate-page'

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireUser(request)
  return { estate: await loadEstate(params.estateId ?? '', request.signal) }
}

export function Component() {
  const { estate } = useLoaderData<typeof loader>()
  if (!estate) return <NotFoundMessage text={estatePageMessages.notFound} to={paths.home.href()} />
  return <EstatePage estate={estate} />
}

export function ErrorBoundary() {
  return <DataError message={estateMessages.loadFailed} title={titleOf('estate')} />
}
