import { loadArticlesEarly } from '@/features/blog/load-articles'

/**
 * The journal's list waits on the app's code, then its own module, then the data file. Started
 * here, from the entry, its module and its data download alongside the app's code (its photos are
 * in the page's HTML already). The entry calls it for a signed-in visitor only.
 */
export function preloadJournal() {
  // A failure here is the router's to report, when it imports the same module.
  import('../routes/blogs').catch(() => undefined)
  loadArticlesEarly()
}
