import { paths } from '@/config/paths'
import type { ShellModule } from '../../pages'
import { ArticleView } from './article-view'

/** Each article's page, written whole: its photo and its words need no JavaScript. */
export const recordScreens: ShellModule['recordScreens'] = ({ articles }) =>
  articles.map((article) => ({
    id: article.id,
    path: paths.article.href(article.id),
    screen: <ArticleView article={article} />,
  }))
