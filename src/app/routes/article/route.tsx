import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { NotFoundMessage } from '@/components/not-found-message'
import { messages } from '@/config/messages'
import { paths } from '@/config/paths'
import { requireUser } from '@/features/auth/guards'
import { JournalLoadError } from '@/features/blog/journal-load-error'
import { loadArticle } from '@/features/blog/load-articles'
import { titleOf } from '../../pages'
import { ArticleView } from './article-view'

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireUser(request)
  return { article: await loadArticle(params.articleId ?? '', request.signal) }
}

export function Component() {
  const { article } = useLoaderData<typeof loader>()
  if (!article) return <NotFoundMessage text={messages.blog.notFound} to={paths.blogs.href()} />
  return <ArticleView article={article} />
}

export const ErrorBoundary = () => <JournalLoadError title={titleOf('article')} />
