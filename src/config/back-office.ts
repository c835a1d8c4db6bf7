/**
 * Whether a path is the back office's (paths.ts `BACK_OFFICE_PREFIX`, decision 048): left to a full
 * page load, never to the public router (the login page's way back after signing in), nor to the
 * service worker. A module of its own, for the login page only, with the prefix written out
 * (back-office.test.ts holds it to paths.ts's): importing paths.ts's constant made every page's
 * entry export it, and a helper in paths.ts rode in every page (+60 B gzip).
 */
export const isBackOfficePath = (path: string) => /^\/admin(?:[/?#]|$)/.test(path)
