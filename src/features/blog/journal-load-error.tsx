import { DataError } from '@/components/data-error'
import { messages } from '@/config/messages'

/** The journal's file could not be loaded, on the list or on an article: say so, offer a retry. */
export function JournalLoadError({ title }: { title: string }) {
  return <DataError message={messages.blog.loadFailed} title={title} />
}
