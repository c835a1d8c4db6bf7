import type { ShellModule } from '../../pages'
import { BlogsView } from './blogs-view'

/** The journal's cards, photos and all, so its largest paint needs no JavaScript. */
export const firstScreen: ShellModule['firstScreen'] = ({ articles }) => (
  <BlogsView articles={articles} />
)
