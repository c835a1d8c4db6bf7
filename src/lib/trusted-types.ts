/**
 * The site's one Trusted Types policy, `default` (decision 023). The Content-Security-Policy
 * enforces Trusted Types, so every string that reaches an HTML or script sink (innerHTML,
 * a script's src, eval) passes through here, and whatever this refuses is blocked and reported.
 *
 * - HTML: refused until a page that needs it hands over a sanitiser (the map does, with DOMPurify:
 *   Leaflet builds its controls and markers from HTML strings). React and our own code never use
 *   HTML strings; nothing else on the site needs one.
 * - Script URLs: only the origins the policy's script-src allows, the site and Google's API loader
 *   (Firebase's popup sign-in loads it).
 * - Scripts from strings: never.
 */

type Sanitise = (html: string) => string

let sanitise: Sanitise | undefined

/** Origins a script may load from: the site's own and Google's API loader (see script-src). */
const SCRIPT_ORIGINS = new Set([location.origin, 'https://apis.google.com'])

type Policy = {
  createHTML: (html: string) => string | null
  createScriptURL: (url: string) => string | null
  createScript: () => null
}

/** The policy's rules, apart from the browser's API: null refuses (blocked and reported). */
export const defaultPolicy: Policy = {
  createHTML: (html) => (sanitise ? sanitise(html) : null),
  createScriptURL: (url) => {
    try {
      return SCRIPT_ORIGINS.has(new URL(url, location.href).origin) ? url : null
    } catch {
      return null
    }
  },
  createScript: () => null,
}

/** Lets HTML strings through from now on, each one sanitised first. */
export function allowSanitisedHtml(sanitiser: Sanitise) {
  sanitise ??= sanitiser
}

type TrustedTypesApi = { createPolicy: (name: string, rules: Policy) => unknown }

/** Creates the policy once, before anything can reach a sink: the boot module's first import. */
export function installTrustedTypesPolicy() {
  const api = (globalThis as { trustedTypes?: TrustedTypesApi }).trustedTypes
  if (!api) return // a browser without Trusted Types: the CSP's other directives still hold
  try {
    api.createPolicy('default', defaultPolicy)
  } catch (error) {
    // A second creation (a module reloaded in development): the first policy stands.
    console.warn('The Trusted Types policy was already created', error)
  }
}
