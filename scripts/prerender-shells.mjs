// After `vite build`: writes each page's static first screen into the built HTML (index.html for /,
// login.html, register.html, and app.html for every other path; see src/app/shells.tsx).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'vite'
import { appChunkKeys, closureOf, readDist } from './lib/route-bundles.mjs'

const server = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
})
// The app's own chunks (appModules and what they import), in the order the browser needs them: the
// JavaScript only (its CSS is linked already; a worker starts with the page that needs it).
function appChunks() {
  const { manifest, readAsset } = readDist()
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const chunks = new Set(Object.values(manifest).map((chunk) => chunk.file))
  const files = appChunkKeys(manifest).flatMap((key) => [
    ...closureOf(manifest, key, readAsset, { skip: new Set([entry]) }),
  ])
  return [...new Set(files)].filter((file) => file.endsWith('.js') && chunks.has(file))
}

try {
  const { renderShells } = await server.ssrLoadModule('/src/app/shells.tsx')
  const template = readFileSync('dist/index.html', 'utf8')
  // Pages without a static first screen (app.html: the signed-in pages) show nothing until the app
  // runs, so there the app's code downloads with the page instead of after its first paint.
  const preloadApp = appChunks()
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ')
  // Pages whose largest paint is text also preload the text faces (every page preloads the display
  // face, see vite.config.ts); on the others they would only compete with the photos.
  const preloadFonts = readdirSync('dist/assets')
    .filter((file) => /-core-[\w-]+\.woff2$/.test(file) && !template.includes(file))
    .map(
      (file) =>
        `<link rel="preload" as="font" type="font/woff2" href="/assets/${file}" crossorigin="">`,
    )
    .join('\n    ')
  for (const [file, { markup, title, preload, textFirst }] of Object.entries(renderShells())) {
    let html = template.replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
    if (title) html = html.replace(/<title>.*?<\/title>/, `<title>${title}</title>`)
    if (preload) html = html.replace('</head>', `  ${preloadApp}\n  </head>`)
    if (textFirst) html = html.replace('</head>', `  ${preloadFonts}\n  </head>`)
    writeFileSync(`dist/${file}`, html)
    console.log(`shell: dist/${file} (${(markup.length / 1024).toFixed(1)} KB of markup)`)
  }
} finally {
  await server.close()
}
