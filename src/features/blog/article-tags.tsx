import { TRANSLATION } from '@/lib/data-language'
import { blogMessages } from './messages'

export function ArticleTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={blogMessages.tags}>
      {tags.map((tag, index) => (
        // The data's own words: no translation gives them (decision 038), so English.
        <li
          key={`${index}-${tag}`}
          className="badge badge-ghost text-secondary border-none"
          lang={TRANSLATION ? 'en' : undefined}
        >
          #{tag}
        </li>
      ))}
    </ul>
  )
}
