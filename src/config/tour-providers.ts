/**
 * The 3D-tour providers an estate's `tour_url` may point at, by host (with any port), and the name
 * the page gives each. Each host is in the CSP's frame-src (firebase.json), and only there: a unit
 * test holds the two together.
 */
export const tourProviders: Readonly<Record<string, string>> = {
  'my.matterport.com': 'Matterport',
}

/**
 * What a provider's tour may do in its frame: run, keep its own storage, open its share links in a
 * window of their own; not navigate or replace this page, nor submit forms in it. Matterport's
 * embed needs no more.
 */
export const tourFrameSandbox =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox'

/** The provider learns the site, not the page (a domain-restricted model checks the origin). */
export const tourFrameReferrerPolicy = 'strict-origin'
