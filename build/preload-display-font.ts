import type { Plugin } from 'vite'

/**
 * Preloads the display face, so headings are drawn once, in their own font, as the page paints
 * (every page has a heading in it above the fold). Login and register also preload the text faces:
 * see prerender-shells.ts.
 */
export function preloadDisplayFont(): Plugin {
  return {
    name: 'preload-display-font',
    apply: 'build',
    transformIndexHtml(html, context) {
      const font = Object.keys(context.bundle ?? {}).find((file) =>
        /playfair-display-400-core-[\w-]+\.woff2$/.test(file),
      )
      if (!font) return html
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${font}`,
            crossorigin: '',
          },
          injectTo: 'head',
        },
      ]
    },
  }
}
