import type { Plugin } from 'vite'
import { publicPages } from '../src/config/seo.ts'

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** sitemap.xml: the public pages (src/config/seo.ts), under the site's origin. */
export function sitemapOf(origin: string) {
  const urls = publicPages
    .map((page) => `  <url><loc>${escapeXml(new URL(page.path, origin).href)}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`
}

/** robots.txt: everything may be crawled; the sitemap lists what a visitor can see without signing in. */
export function robotsOf(origin: string) {
  return `# Luxury Living. Estate pages, the journal and the profile need a sign-in (the product's rule),
# so they are not in the sitemap: a crawler would only meet the login page there.
User-agent: *
Allow: /

Sitemap: ${new URL('/sitemap.xml', origin).href}
`
}

/** Writes robots.txt and sitemap.xml into the build (each needs the site's origin, a setting). */
export function searchEngineFiles(origin: string): Plugin {
  return {
    name: 'search-engine-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsOf(origin) })
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapOf(origin) })
    },
  }
}
