import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { requireUser } from '@/features/auth/guards'
import { JournalLoadError } from '@/features/blog/journal-load-error'
import { loadArticles } from '@/features/blog/load-articles'
import { titleOf } from '../../pages'
import { BlogsView } from './blogs-view'

export async function loader({ request }: LoaderFunctionArgs) {
  requireUser(request)
  return { articles: await loadArticles(request.signal) }
}

export function Component() {
  const { articles } = useLoaderData<typeof loader>()
  return <BlogsView articles={articles} />
}

export const ErrorBoundary = () => <JournalLoadError title={titleOf('blogs')} />
