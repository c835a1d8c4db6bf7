// `npm run build:functions`: bundles functions/src (and the site's modules it imports: the enquiry
// schema, the estate parser, the messages) into functions/lib/index.js for the Functions emulator
// and for deploying, and the exchange rates' refresh alone into functions/lib/refresh-rates-locally.js
// for the local start (scripts/lib/local-rates.mjs; no function imports it). The Firebase, mail,
// XML and image packages stay imports from functions/node_modules (sharp's native libvips comes
// in its platform's npm package, installed there as deployed: decision 050).
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/** Installed in functions/ (its package.json) and imported at run time. */
const runtimePackages = [
  'csv-parse',
  'csv-stringify',
  'fast-xml-parser',
  'firebase-admin',
  'firebase-functions',
  'nodemailer',
  'sharp',
]
const root = fileURLToPath(new URL('..', import.meta.url))

export async function buildFunctions({ quiet = false } = {}) {
  await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: quiet ? 'warn' : 'info',
    resolve: { alias: [{ find: '@', replacement: `${root}src` }] },
    // zod travels inside the bundle: the form and the function check with the very same code.
    ssr: { noExternal: ['zod'], external: runtimePackages },
    build: {
      ssr: true,
      outDir: 'functions/lib',
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rolldownOptions: {
        input: {
          index: 'functions/src/index.ts',
          'refresh-rates-locally': 'functions/src/refresh-rates-locally.ts',
        },
        external: (id) => runtimePackages.some((name) => id === name || id.startsWith(`${name}/`)),
        output: { entryFileNames: '[name].js', chunkFileNames: 'shared-[name].js', format: 'es' },
        checks: { bundlerTimings: false },
      },
    },
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildFunctions()
