const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** sitemap.xml: the public pages' canonical URLs. */
export function sitemapOf(urls: readonly string[]) {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</urlset>
`
}

/** robots.txt: everything may be crawled; the sitemap lists what a visitor sees without signing in. */
export function robotsOf(origin: string) {
  return `# Luxury Living. Estate pages, the journal and the profile need a sign-in (the product's rule),
# so they are not in the sitemap: a crawler would only meet the login page there.
User-agent: *
Allow: /

Sitemap: ${new URL('/sitemap.xml', origin).href}
`
}
