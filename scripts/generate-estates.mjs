// `npm run generate:estates -- 10000 [out.json]`: a data file of N estates (stdout when no file given).
import { writeFileSync } from 'node:fs'
import { generateEstates } from './lib/generate-estates.mjs'

const [countArg, out] = process.argv.slice(2)
const count = Number(countArg)
if (!Number.isInteger(count) || count < 0) {
  console.error('usage: npm run generate:estates -- <count> [out.json]')
  process.exit(2)
}
const json = JSON.stringify(generateEstates(count))
if (out) writeFileSync(out, json)
else process.stdout.write(json)
