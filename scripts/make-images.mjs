#!/usr/bin/env node
// `npm run images`: draws the site's illustrations (see scripts/illustrations/README.md).
//   node scripts/make-images.mjs                  # write public/images/** and the gallery lists
//   node scripts/make-images.mjs --preview=/tmp/p # PNG previews only (largest width)
//   node scripts/make-images.mjs --only=slug,slug # restrict to some slugs
//   node scripts/make-images.mjs --force          # encode every file, changed or not
import { makeImages } from './illustrations/export.mjs'

makeImages(process.argv.slice(2)).catch((error) => {
  console.error(error)
  process.exit(1)
})
