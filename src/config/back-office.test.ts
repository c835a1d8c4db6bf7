import { isBackOfficePath } from './back-office'
import { adminPaths, BACK_OFFICE_PREFIX } from './paths'

test('the back office’s paths are told apart from the site’s', () => {
  for (const path of [
    BACK_OFFICE_PREFIX,
    `${BACK_OFFICE_PREFIX}/`,
    adminPaths.staff.href(),
    `${BACK_OFFICE_PREFIX}?from=mail`,
    `${BACK_OFFICE_PREFIX}#top`,
  ])
    expect(isBackOfficePath(path), path).toBe(true)
  // An estate whose id starts the same way, and the prefix further in, are the site's.
  for (const path of ['/administration', '/admins', '/1/admin', '/', '/login?redirectTo=/admin'])
    expect(isBackOfficePath(path), path).toBe(false)
})
