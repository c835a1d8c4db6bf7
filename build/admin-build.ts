import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { build, loadEnv, type InlineConfig, type Plugin } from 'vite'
import { DEFAULT_LANGUAGE } from '../src/config/languages.ts'
import { BACK_OFFICE_PREFIX } from '../src/config/paths.ts'
import { parseEnv } from '../src/config/env-schema.ts'
import { siteLanguage } from './language-build.ts'
import { reactRouterProductionBuild } from './react-router-production.ts'

/** Where the back office's build goes inside the site's folder (dist/admin), and its base. */
export const ADMIN_FOLDER = BACK_OFFICE_PREFIX.slice(1)

/**
 * The back office's own build (issue 44, decision 048): src/admin/index.html and what it imports,
 * built apart into dist/admin with the base /admin/, after the English site's build and never
 * with it. So no chunk of the public site can hold back-office code, and the public build's files
 * are what they would be without it (CI's bundle check). English only, built once: its words are
 * staff's, and the language builds do not run it. Its own stylesheet scans src/admin and the
 * shared components only, as the site's leaves src/admin out.
 */
export function adminBuild(): Plugin {
  let settings: InlineConfig = {}
  return {
    name: 'admin-build',
    apply: 'build',
    configResolved(config) {
      const root = config.root
      const env = parseEnv(loadEnv(config.mode, root, 'VITE_'))
      settings = {
        configFile: false,
        root: resolve(root, 'src/admin'),
        base: `${BACK_OFFICE_PREFIX}/`,
        mode: config.mode,
        envDir: root,
        // The site's public files are the site's: nothing of them is copied again.
        publicDir: false,
        logLevel: config.logLevel,
        plugins: [react(), tailwindcss(), reactRouterProductionBuild()],
        define: { __APP_ENV__: JSON.stringify(env) },
        resolve: { alias: [{ find: '@', replacement: resolve(root, 'src') }] },
        build: {
          outDir: resolve(root, config.build.outDir, ADMIN_FOLDER),
          emptyOutDir: true,
          target: 'es2022',
          sourcemap: false,
          manifest: true,
          minify: config.build.minify,
          rolldownOptions: { checks: { bundlerTimings: false } },
        },
      }
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Once, beside the English site, after the other languages' builds (which skip it).
        if (siteLanguage() !== DEFAULT_LANGUAGE) return
        await build(settings)
      },
    },
  }
}
