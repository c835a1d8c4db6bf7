import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { parseEnv } from './src/config/env-schema'

export default defineConfig(({ mode }) => {
  // Fail the build (and the dev server) loudly when a setting is missing.
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  return {
    plugins: [react(), tailwindcss()],
    define: { __APP_ENV__: JSON.stringify(env) },
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    build: { target: 'es2022', sourcemap: false, manifest: true },
    worker: { format: 'es' },
  }
})
