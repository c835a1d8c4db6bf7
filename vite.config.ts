import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, normalizePath, type Plugin } from 'vite'
import { appChunkName } from './scripts/lib/route-bundles.mjs'
import { parseEnv } from './src/config/env-schema'

/** Preloads the display face, so headings are drawn once, in their own font, as the page paints. */
function preloadDisplayFont(): Plugin {
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

// Module ids are absolute, with forward slashes.
const root = normalizePath(fileURLToPath(new URL('.', import.meta.url))).replace(/\/$/, '')

// React Router's package exports only its development build, dev warnings and all
// (remix-run/react-router#14102); builds take the production build it ships beside it.
const routerProductionBuild = `${dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
)}/dist/production/index.mjs`

export default defineConfig(({ command, mode }) => {
  // Fail the build (and the dev server) loudly when a setting is missing.
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  return {
    plugins: [react(), tailwindcss(), preloadDisplayFont()],
    define: { __APP_ENV__: JSON.stringify(env) },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(command === 'build'
          ? [{ find: /^react-router$/, replacement: routerProductionBuild }]
          : []),
      ],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      rolldownOptions: {
        output: {
          // What the app's modules import travels in their chunks (see appChunkName); each of
          // those modules is captured exactly, not with its imports, which the entry may own.
          codeSplitting: {
            groups: [{ name: appChunkName(root), includeDependenciesRecursively: false }],
          },
        },
      },
    },
    worker: { format: 'es' },
  }
})
