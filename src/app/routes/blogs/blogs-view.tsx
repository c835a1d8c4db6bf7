import { messages } from '@/config/messages'
import { ArticleCard } from '@/features/blog/article-card'
import type { Article } from '@/features/blog/article-schema'
import { titleOf } from '../../pages'

/** The journal's list: the app's page and its first screen (shell.tsx). */
export function BlogsView({ articles }: { articles: readonly Article[] }) {
  return (
    <section className="px-5 pt-16 sm:px-8">
      <title>{titleOf('blogs')}</title>
      <div className="mx-auto mb-14 max-w-2xl text-center">
        <p className="text-gold-deep text-xs font-semibold tracking-[0.3em] uppercase">
          The journal
        </p>
        <h1 className="mt-3 text-4xl sm:text-5xl">Blogs</h1>
        <p className="text-base-content/75 mt-5 text-lg">
          Notes from our advisers on design, neighbourhoods, the market and the art of living well.
        </p>
      </div>
      {articles.length === 0 ? (
        <p className="bg-base-200 rounded-box px-6 py-12 text-center text-lg">
          {messages.blog.empty}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-10">
          {articles.map((article, index) => (
            <ArticleCard key={article.id} article={article} position={index} />
          ))}
        </div>
      )}
    </section>
  )
}
