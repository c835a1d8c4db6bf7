import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { build, type Plugin } from 'vite'
import { SITE_NAME } from '../src/config/constants.ts'
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  localise,
  translatedLanguages,
  type Language,
} from '../src/config/languages.ts'

/**
 * The language this build speaks: `SITE_LANGUAGE=fr vite build` builds French alone (into an
 * English build's folder); `vite build` builds English, then every other language.
 */
export function siteLanguage(): Language {
  const asked = process.env.SITE_LANGUAGE ?? DEFAULT_LANGUAGE
  if (!isLanguage(asked)) throw new Error(`SITE_LANGUAGE=${asked}: not one of the site's languages`)
  return asked
}

/**
 * The text catalogues: every `…messages.ts` (the pages' titles among them), the pages'
 * descriptions; and the
 * fonts' styles, whose core cut holds the language's letters (decision 041).
 */
const catalogue = /(?:(?:messages|\/config\/seo)\.ts|\/app\/fonts\.css)$/

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))

/**
 * Where a file of a language's own build goes in the site's folder: its chunks beside English's
 * (a chunk without words is the same file, by name), its pages under its prefix, its bundle
 * manifests named by language, its service worker under its prefix. The public files, the sitemap
 * and robots.txt are English's.
 */
function placeOf(file: string, language: Language): string | null {
  if (file.startsWith('assets/')) return file
  if (file.endsWith('.html') || file === 'sw.js') return `${language}/${file}`
  if (file.startsWith('.vite/')) return file.replace(/\.json$/, `.${language}.json`)
  return null
}

/**
 * Firebase Hosting's i18n folder (firebase.json's `hosting.i18n.root`): a first visit to the bare
 * home page whose browser asks for French or German before English is sent to /fr/ or /de/; the
 * switch's cookie overrides the browser's languages (decision 037). Hosting tries each language the
 * browser names in turn, so English has its copy of the home page: "en-US, fr" stays in English.
 * Hosting answers any query on the bare home page with these pages, so a link that carries a
 * search (`/?q=villa&currency=EUR`) keeps it, and its hash, on the way (decision 044): a script of
 * the site's own, as the CSP allows (`'self'`, no hash), and a plain refresh without script. Deep
 * links keep the language of their address.
 */
export const FIRST_VISIT_FOLDER = 'localized'

/** The first-visit pages' script: to the language's home, with what the address carried. */
const TO_LANGUAGE_SCRIPT = 'to-language.js'

function writeFirstVisitPages(site: string) {
  const folder = (language: Language) => resolve(site, FIRST_VISIT_FOLDER, language)
  mkdirSync(folder(DEFAULT_LANGUAGE), { recursive: true })
  cpSync(resolve(site, 'index.html'), resolve(folder(DEFAULT_LANGUAGE), 'index.html'))
  writeFileSync(
    resolve(site, FIRST_VISIT_FOLDER, TO_LANGUAGE_SCRIPT),
    'location.replace(document.documentElement.dataset.home + location.search + location.hash)\n',
  )
  for (const language of translatedLanguages) {
    const home = localise('/', language)
    mkdirSync(folder(language), { recursive: true })
    writeFileSync(
      resolve(folder(language), 'index.html'),
      `<!doctype html>
<html lang="${language}" data-home="${home}">
  <head>
    <meta charset="UTF-8" />
    <script src="/${FIRST_VISIT_FOLDER}/${TO_LANGUAGE_SCRIPT}"></script>
    <noscript><meta http-equiv="refresh" content="0; url=${home}" /></noscript>
    <meta name="robots" content="noindex" />
    <title>${SITE_NAME}</title>
  </head>
  <body>
    <a href="${home}">${SITE_NAME}</a>
  </body>
</html>
`,
    )
  }
}

/**
 * One build per language (decision 037). In a French or German build:
 * - every import of a text catalogue resolves to its sibling in that language (`messages.fr.ts`
 *   beside `messages.ts`); a catalogue without one fails the build, by name;
 * - the app knows its language (`LANGUAGE` in src/config/languages.ts), so its prefix, which is
 *   the router's basename;
 * - the build is written beside the English one (`dist.fr/`), then moved into it (`placeOf`).
 *   English builds first and empties the folder. Each language has its own service worker.
 */
export function languageBuild(): Plugin[] {
  const language = siteLanguage()
  const everyLanguage = process.env.SITE_LANGUAGE === undefined
  let own = ''
  let site = ''
  let again: Parameters<typeof build>[0] = {}
  let failed = false
  const catalogues: Plugin = {
    name: 'language-catalogues',
    enforce: 'pre',
    config: () => ({ define: { __SITE_LANGUAGE__: JSON.stringify(language) } }),
    async resolveId(source, importer, options) {
      if (language === DEFAULT_LANGUAGE || !importer) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || !catalogue.test(resolved.id)) return null
      const translated = resolved.id.replace(/\.(ts|css)$/, `.${language}.$1`)
      // A sibling that imports the English catalogue's own values keeps them (a part of the
      // sibling, build/catalogue-parts.ts, too).
      if (translated === importer.split('?')[0]) return null
      if (!existsSync(translated)) this.error(`${resolved.id} has no ${language} sibling`)
      return translated
    },
  }
  // Only in a build: a dev server (the prerender step's too) calls closeBundle when it closes.
  const folders: Plugin = {
    name: 'language-folders',
    apply: 'build',
    config(config) {
      if (language === DEFAULT_LANGUAGE) return
      return { build: { outDir: `${config.build?.outDir ?? 'dist'}.${language}` } }
    },
    buildEnd(error) {
      if (error) failed = true
    },
    configResolved(config) {
      own = resolve(config.root, config.build.outDir)
      site = language === DEFAULT_LANGUAGE ? own : own.replace(new RegExp(`\\.${language}$`), '')
      // The other languages are built as this one was: the same settings, folder and minifying.
      const { root, mode, configFile, logLevel } = config
      again = {
        root,
        mode,
        configFile,
        logLevel,
        build: { outDir: own, minify: config.build.minify },
      }
    },
    closeBundle: {
      order: 'post',
      async handler() {
        // A failed build wrote no page: its own error is the one to read, not one about a page.
        if (failed) return
        if (language === DEFAULT_LANGUAGE) {
          writeFirstVisitPages(own)
          if (!everyLanguage) return
          for (const other of translatedLanguages) {
            process.env.SITE_LANGUAGE = other
            try {
              await build(again)
            } finally {
              delete process.env.SITE_LANGUAGE
            }
          }
          return
        }
        if (!existsSync(own)) return
        if (!existsSync(resolve(site, 'index.html')))
          this.error(`${site} holds no English build: build English first`)
        for (const file of filesUnder(own)) {
          const place = placeOf(file, language)
          if (!place) continue
          mkdirSync(dirname(resolve(site, place)), { recursive: true })
          cpSync(resolve(own, file), resolve(site, place))
        }
        rmSync(own, { recursive: true, force: true })
      },
    },
  }
  return [catalogues, folders]
}
