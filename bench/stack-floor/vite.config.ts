import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import { reactRouterProductionBuild } from '../../build/react-router-production.ts'

/** The bench's stack floor (see main.js), built as the site's own code is, under /bench-stack/. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/bench-stack/',
  // Quiet: React Router's "use client" directive draws a warning that is no concern here.
  logLevel: 'error',
  plugins: [reactRouterProductionBuild()],
  build: { target: 'es2022', emptyOutDir: true },
})
