import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { createServer, type Plugin, type Rollup } from 'vite'
import { appStartFile } from './app-start-chunks.ts'
import { robotsOf, sitemapOf } from './search-engine-files.ts'

/** Every JS file a chunk needs before it runs: itself and its static imports. */
function staticFiles(bundle: Rollup.OutputBundle, file: string, seen = new Set<string>()) {
  const chunk = bundle[file]
  if (seen.has(file) || chunk?.type !== 'chunk') return seen
  seen.add(file)
  chunk.imports.forEach((imported) => staticFiles(bundle, imported, seen))
  return seen
}

// Loaded through Vite's server (it renders JSX and resolves the app's aliases), so typed here.
type ShellsModule = {
  siteOrigin: string
  shellLanguage: string
  translationFiles: { blog: string; estates: string } | undefined
  renderShells: (data: {
    blog: unknown
    estates: unknown
    translations?: { blog: unknown; estates: unknown }
  }) => Record<
    string,
    {
      markup: string
      title?: string
      head: string
      canonical?: string
      alternates: { hreflang: string; href: string }[]
      preload: boolean
      textFirst: boolean
      record: boolean
    }
  >
}

const tag = (attributes: string) => `<link ${attributes}>`

/**
 * The HTML files written for one record each (an estate's page, an article's), filled in when the
 * build writes them: the service worker leaves them out of its precache, which would otherwise grow
 * with the catalogue (build/service-worker.ts). Its network-first navigations still fetch them.
 */
export const recordPageFiles = new Set<string>()

/**
 * Writes each page's static first screen (src/app/boot/shells.tsx) into the built HTML: index.html
 * for /, login.html, register.html, blogs.html, profile.html, one file per estate and per article
 * (decision 020), and app.html for every other path. The browser paints it before the JavaScript
 * has arrived (decision 004).
 * - app.html (the signed-in pages without a first screen of their own) shows nothing until the app
 *   runs, so there the app's start downloads with the page (modulepreload) instead of after its
 *   first paint.
 * - Pages whose largest paint is text preload the text faces too; on the others they would only
 *   compete with the photos.
 * - Each page's head carries what search engines and link previews read; sitemap.xml lists the
 *   pages with a canonical URL (the public ones) and robots.txt points to it.
 */
export function prerenderShells(): Plugin {
  let root = ''
  let outDir = ''
  let preloadApp = ''
  let preloadTextFaces = ''
  return {
    name: 'prerender-shells',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = config.build.outDir
    },
    generateBundle(_options, bundle) {
      const startAsset = bundle[appStartFile]
      if (startAsset?.type !== 'asset') return this.error(`${appStartFile} is missing`)
      const starts = JSON.parse(String(startAsset.source)) as string[]
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry)
      const early = entry ? staticFiles(bundle, entry.fileName) : new Set<string>()
      const files = new Set(starts.flatMap((file) => [...staticFiles(bundle, file)]))
      preloadApp = [...files]
        .filter((file) => !early.has(file))
        .map((file) => tag(`rel="modulepreload" crossorigin href="/${file}"`))
        .join('\n    ')
      preloadTextFaces = Object.keys(bundle)
        .filter((file) => /-core-[\w-]+\.woff2$/.test(file) && !file.includes('playfair'))
        .map((file) =>
          tag(`rel="preload" as="font" type="font/woff2" href="/${file}" crossorigin=""`),
        )
        .join('\n    ')
    },
    // After the bundle is written, and only when it was: a failed build leaves the HTML alone.
    async writeBundle() {
      const server = await createServer({
        root,
        server: { middlewareMode: true, hmr: false },
        appType: 'custom',
        logLevel: 'error',
      })
      try {
        const { renderShells, siteOrigin, shellLanguage, translationFiles } =
          (await server.ssrLoadModule('/src/app/boot/shells.tsx')) as ShellsModule
        const built = (file: string) => resolve(root, outDir, file)
        const template = readFileSync(built('index.html'), 'utf8').replace(
          /<html lang="\w+">/,
          () => `<html lang="${shellLanguage}">`,
        )
        // The data files as this build serves them.
        const served = (file: string): unknown => JSON.parse(readFileSync(built(file), 'utf8'))
        // A translations file that cannot be read leaves the texts in English, as the app would
        // show them (decision 038): a warning, not a failed build.
        const translated = (file: string): unknown => {
          try {
            return served(file)
          } catch (error) {
            this.warn(`${file}: ${String(error)}; its texts are drawn in English`)
            return undefined
          }
        }
        const shells = renderShells({
          blog: served('blog.json'),
          estates: served('data.json'),
          translations: translationFiles && {
            blog: translated(translationFiles.blog),
            estates: translated(translationFiles.estates),
          },
        })
        // Function replacers: text from the data files may hold `$&` and the like.
        recordPageFiles.clear()
        for (const [file, shell] of Object.entries(shells)) {
          const { markup, title, head, preload, textFirst, record } = shell
          // The CSP (firebase.json) allows no inline style: the browser would refuse it, and say so.
          if (/<[^>]+\sstyle="/.test(markup)) this.error(`${file}: a style attribute in its HTML`)
          if (record) recordPageFiles.add(file)
          let html = template.replace(
            '<div id="root"></div>',
            () => `<div id="root">${markup}</div>`,
          )
          if (title) html = html.replace(/<title>.*?<\/title>/, () => `<title>${title}</title>`)
          html = html.replace(/<title>/, () => `${head}\n    <title>`)
          if (preload) html = html.replace('</head>', () => `  ${preloadApp}\n  </head>`)
          if (textFirst) html = html.replace('</head>', () => `  ${preloadTextFaces}\n  </head>`)
          mkdirSync(dirname(built(file)), { recursive: true })
          writeFileSync(built(file), html)
          if (!record)
            console.log(`shell: ${file} (${(markup.length / 1024).toFixed(1)} KB of markup)`)
        }
        console.log(`shell: ${recordPageFiles.size} pages of an estate or an article`)
        // What search engines read: the pages with a canonical URL of their own are the public ones,
        // each listed in every language (a build of another language's copy is not kept).
        const alternates = Object.values(shells).flatMap((shell) =>
          shell.canonical ? [shell.alternates] : [],
        )
        writeFileSync(built('sitemap.xml'), sitemapOf(alternates))
        writeFileSync(built('robots.txt'), robotsOf(siteOrigin))
      } finally {
        await server.close()
      }
    },
  }
}
