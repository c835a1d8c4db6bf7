import { VitePWA } from 'vite-plugin-pwa'
import { DEFAULT_LANGUAGE } from '../src/config/languages.ts'
import { siteLanguage } from './language-build.ts'
import { recordPageFiles } from './prerender-shells.ts'

/**
 * The service worker (decision 024): src/service-worker/sw.ts, bundled by vite-plugin-pwa with
 * Workbox's list of the app shell injected (injectManifest). Its bundle is written after the
 * prerendered shells (closeBundle runs after every writeBundle), so the list holds the HTML the
 * site serves. The page registers it itself, after load (src/app/boot/register-service-worker.ts):
 * the plugin injects no script and writes no manifest (public/manifest.webmanifest is the site's).
 * The dev server has none, so nothing is stale while developing.
 */
export function serviceWorker() {
  const language = siteLanguage()
  // A worker resolves its list against its own address: another language's, at /fr/sw.js, lists
  // every file from the root, its pages under its prefix (build/language-build.ts moves them).
  const urlOf = (file: string) =>
    language === DEFAULT_LANGUAGE
      ? file
      : file.endsWith('.html')
        ? `/${language}/${file}`
        : `/${file}`
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    devOptions: { enabled: false },
    injectManifest: {
      // The app shell: every script, style and font, the pages' HTML, the icons. Not the photos
      // (cached as they are seen) nor the data files (network first, sw.ts).
      globPatterns: ['**/*.{js,css,woff2,html,svg,webmanifest}', 'icons/*.png'],
      // Nor the back office (decision 048): staff's own app, never a visitor's download.
      globIgnores: ['images/**', '.vite/**', 'sw.js', 'admin/**'],
      // Nor each estate's and article's own page: as many as the catalogue holds.
      manifestTransforms: [
        (entries) => ({
          manifest: entries
            .filter((entry) => !recordPageFiles.has(entry.url))
            .map((entry) => ({ ...entry, url: urlOf(entry.url) })),
          warnings: [],
        }),
      ],
      // Scripts and styles carry their content's hash in their name: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      // Leaflet's chunk is the largest file (150 KB); anything far beyond is a mistake.
      maximumFileSizeToCacheInBytes: 400 * 1024,
      minify: true,
      sourcemap: false,
    },
  })
}
