import { BACK_OFFICE_PREFIX } from '../src/config/paths.ts'

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

type Alternate = { hreflang: string; href: string }

/**
 * sitemap.xml: each public page in each language, every one with all of the page's languages as
 * alternates (Google's `xhtml:link`, the same set on each, itself included).
 */
export function sitemapOf(pages: readonly (readonly Alternate[])[]) {
  const link = ({ hreflang, href }: Alternate) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`
  const entries = pages.flatMap((alternates) =>
    alternates
      .filter(({ hreflang }) => hreflang !== 'x-default')
      .map(
        ({ href }) =>
          `  <url>\n    <loc>${escapeXml(href)}</loc>\n${alternates.map(link).join('\n')}\n  </url>`,
      ),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`
}

/**
 * robots.txt: everything may be crawled but the back office (which also answers `noindex`); the
 * sitemap lists what a visitor sees without signing in.
 */
export function robotsOf(origin: string) {
  return `# Luxury Living. Estate pages, the journal and the profile need a sign-in (the product's rule),
# so they are not in the sitemap: a crawler would only meet the login page there.
User-agent: *
Allow: /
Disallow: ${BACK_OFFICE_PREFIX}

Sitemap: ${new URL('/sitemap.xml', origin).href}
`
}
