// After `vite build`: writes each page's static first screen into the built HTML (index.html for /,
// login.html, register.html, and app.html for every other path; see src/app/shells.tsx).
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'vite'

const server = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
})
try {
  const { renderShells } = await server.ssrLoadModule('/src/app/shells.tsx')
  const template = readFileSync('dist/index.html', 'utf8')
  for (const [file, { markup, title }] of Object.entries(renderShells())) {
    let html = template.replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
    if (title) html = html.replace(/<title>.*?<\/title>/, `<title>${title}</title>`)
    writeFileSync(`dist/${file}`, html)
    console.log(`shell: dist/${file} (${(markup.length / 1024).toFixed(1)} KB of markup)`)
  }
} finally {
  await server.close()
}
