import { getSessionUser } from '@/features/auth/session'
import { loadEstatesEarly } from '@/features/estates/load-estates'

/**
 * An estate's page needs the data file before it can show its photo. Started here, from the entry,
 * its download runs alongside the app's code instead of after it (the page's loader takes it over).
 * Guests are sent to the login page, so nothing is loaded for them.
 */
export function preloadEstatePageData() {
  if (getSessionUser()) loadEstatesEarly()
}
