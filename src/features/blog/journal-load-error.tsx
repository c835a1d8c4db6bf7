import { DataError } from '@/components/data-error'
import { pageTitle } from '@/config/constants'
import { blogMessages } from './messages'

/** The journal's file could not be loaded, on the list or on an article: say so, offer a retry. */
export function JournalLoadError({ page }: { page: string }) {
  return <DataError message={blogMessages.loadFailed} title={pageTitle(page)} />
}
