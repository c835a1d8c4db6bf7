import { blogMessages } from './messages'

export function ArticleTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={blogMessages.tags}>
      {tags.map((tag, index) => (
        <li key={`${index}-${tag}`} className="badge badge-ghost text-secondary border-none">
          #{tag}
        </li>
      ))}
    </ul>
  )
}
