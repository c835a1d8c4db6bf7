import { downloadArticlesEarly } from '@/features/blog/articles-download'
import { estatePagePhoto } from '@/features/estates/estate-page-photo'
import { findEstate, loadEstatesEarly } from '@/features/estates/load-estates'
import { preloadImage } from '@/lib/responsive-image'
import type { EarlyPreload } from '../pages'

/**
 * An estate's page waits on a chain: the app's code, then the page's own module, then the data file,
 * then the photo. Started here, from the entry, the module and the data download alongside the app's
 * code, and the photo as soon as the data names it (the page's loader takes the data load over; its
 * <img> finds the photo downloaded).
 */
function preloadEstatePage(estateId: string) {
  // A failure here is the router's to report, when it imports the same module.
  import('../routes/estate/route').catch(() => undefined)
  loadEstatesEarly()?.then(
    ({ estates }) => {
      const estate = findEstate(estates, estateId)
      if (estate) preloadImage(estatePagePhoto(estate))
    },
    () => undefined, // The page's loader reports it.
  )
}

/** The journal's list: its module and its data file (its photos are in its HTML already). */
function preloadJournal() {
  import('../routes/blogs/route').catch(() => undefined)
  downloadArticlesEarly()
}

/** An article: its module and the journal's data file (its photo and words are in its HTML). */
function preloadArticle() {
  import('../routes/article/route').catch(() => undefined)
  downloadArticlesEarly()
}

/** Each early preload of the page manifest, given the page's path parameters. */
const preloads: Record<EarlyPreload, (params: Partial<Record<string, string>>) => void> = {
  estate: ({ estateId }) => {
    if (estateId !== undefined) preloadEstatePage(estateId)
  },
  journal: preloadJournal,
  article: preloadArticle,
}

/**
 * What the signed-in page being opened needs (its `early` in the page manifest), started from the
 * entry alongside the app's code. One module for every such page: each early module is a request
 * of its own before the app's start. The entry calls it for a signed-in visitor only.
 */
export function preloadSignedInPage(early: EarlyPreload, params: Partial<Record<string, string>>) {
  preloads[early](params)
}
