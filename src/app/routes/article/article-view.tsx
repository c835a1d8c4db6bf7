import { Link } from 'react-router'
import { imageWidths, pageTitle } from '@/config/constants'
import { paths } from '@/config/paths'
import { ArticleTags } from '@/features/blog/article-tags'
import type { Article } from '@/features/blog/article-schema'
import { formatDate } from '@/lib/format'
import { responsiveSources } from '@/lib/responsive-image'
import { blogMessages } from '@/features/blog/messages'
import { langOf } from '@/lib/data-language'

/** An article: the app's page and its first screen (shell.tsx). */
export function ArticleView({ article }: { article: Article }) {
  return (
    <article className="mx-auto max-w-3xl px-5 pt-14 sm:px-8">
      <title>{pageTitle(article.title)}</title>
      <Link to={paths.blogs.href()} className="link link-hover text-base-content/75 text-sm">
        ← {blogMessages.backToBlogs}
      </Link>
      <h1 className="mt-6 text-4xl sm:text-5xl" lang={langOf(article.translation, 'title')}>
        {article.title}
      </h1>
      <p className="text-base-content/70 mt-5">
        <span className="text-base-content font-semibold">{article.author}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={article.date}>{formatDate(article.date)}</time>
      </p>
      <img
        {...responsiveSources(article.image, imageWidths.blog)}
        sizes="(min-width: 800px) 768px, 100vw"
        width={1200}
        height={800}
        alt=""
        fetchPriority="high"
        className="bg-base-300 mt-10 aspect-[3/2] w-full rounded-box object-cover"
      />
      <div
        className="mt-10 flex flex-col gap-6 text-lg leading-relaxed"
        lang={langOf(article.translation, 'content')}
      >
        {article.content.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-10">
        <ArticleTags tags={article.tags} />
      </div>
    </article>
  )
}
