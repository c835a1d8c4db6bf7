import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { loadEnv } from 'vite'
import { defineConfig } from 'vitest/config'
import { parseEnv } from './src/config/env-schema.ts'

export default defineConfig({
  plugins: [react()],
  define: { __APP_ENV__: JSON.stringify(parseEnv(loadEnv('test', process.cwd(), 'VITE_'))) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    globals: true,
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'build/**/*.test.ts',
      'functions/src/**/*.test.ts',
    ],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Above the waits' 5 s (setup-tests.ts), so a slow wait says what it waited for.
    testTimeout: 15_000,
  },
})
