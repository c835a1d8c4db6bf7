/**
 * The 3D-tour providers an estate's `tour_url` may point at, by host (with any port), and the name
 * the page gives each. Each host is in the CSP's frame-src (firebase.json), and only there: a unit
 * test holds the two together.
 */
export const tourProviders: Readonly<Record<string, string>> = {
  'my.matterport.com': 'Matterport',
}
