import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { adminBuild } from './build/admin-build.ts'
import { appStartChunks } from './build/app-start-chunks.ts'
import { catalogueParts } from './build/catalogue-parts.ts'
import { catalogueSource } from './build/catalogue-source.ts'
import { checkEstateData } from './build/check-estate-data.ts'
import { languageBuild } from './build/language-build.ts'
import { preloadDisplayFont } from './build/preload-display-font.ts'
import { prerenderShells } from './build/prerender-shells.ts'
import { reactRouterProductionBuild } from './build/react-router-production.ts'
import { serviceWorker } from './build/service-worker.ts'
import { hostingUrl } from './scripts/lib/emulator-config.mjs'
import { parseEnv } from './src/config/env-schema.ts'

export default defineConfig(({ mode }) => {
  // Fail the build (and the dev server) loudly when a setting is missing.
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  return {
    // The build's own steps (build/, each says what it is for and when it can go).
    plugins: [
      languageBuild(),
      catalogueParts(),
      catalogueSource(),
      adminBuild(),
      checkEstateData(),
      react(),
      tailwindcss(),
      reactRouterProductionBuild(),
      appStartChunks(),
      preloadDisplayFont(),
      prerenderShells(),
      serviceWorker(),
    ],
    define: { __APP_ENV__: JSON.stringify(env) },
    resolve: {
      alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // The prerender step's time is its own (it renders pages in Node): no timing report.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
    worker: { format: 'es' },
    // The exchange rates are a function's answer, not a file (decision 045): the dev server asks
    // the site that `npm start` serves beside it.
    server: { proxy: { '/rates.json': hostingUrl } },
  }
})
