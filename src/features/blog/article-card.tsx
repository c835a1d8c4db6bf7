import { Link } from 'react-router'
import { imageWidths } from '@/config/constants'
import { paths } from '@/config/paths'
import { formatDate } from '@/lib/format'
import { responsiveSources } from '@/lib/responsive-image'
import type { Article } from './article-schema'
import { excerptOf } from './article-excerpt'
import { ArticleTags } from './article-tags'
import { blogMessages } from './messages'
import { langOf } from '@/lib/data-language'

/** Cards in the first row on the widest layout: their photos load at once, the first one first. */
const FIRST_ROW = 3

/** `position`: the card's place in the list, which decides how soon its photo loads. */
export function ArticleCard({ article, position }: { article: Article; position: number }) {
  const titleId = `article-${article.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      className="bg-base-100 flex flex-col overflow-hidden rounded-box shadow-[0_1px_2px_rgb(28_34_48/0.06),0_12px_32px_-12px_rgb(28_34_48/0.18)]"
    >
      <img
        {...responsiveSources(article.image, imageWidths.blog)}
        sizes="(min-width: 1320px) 420px, (min-width: 1024px) 32vw, (min-width: 768px) 48vw, 100vw"
        width={1200}
        height={800}
        alt=""
        loading={position < FIRST_ROW ? 'eager' : 'lazy'}
        fetchPriority={position === 0 ? 'high' : 'auto'}
        decoding="async"
        className="bg-base-300 aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-4 p-6 sm:p-7">
        <h2 id={titleId} className="text-2xl" lang={langOf(article.translation, 'title')}>
          {article.title}
        </h2>
        <p
          className="text-base-content/80"
          data-testid="excerpt"
          lang={langOf(article.translation, 'excerpt')}
        >
          {excerptOf(article.content)}
        </p>
        <ArticleTags tags={article.tags} />
        <p className="text-base-content/70 text-sm">
          <span className="text-base-content font-semibold">{article.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
        </p>
        <Link
          to={paths.article.href(article.id)}
          className="btn btn-outline btn-primary mt-auto self-start"
          aria-label={blogMessages.readMoreLabel(article.title)}
        >
          {blogMessages.readMore}
        </Link>
      </div>
    </article>
  )
}
