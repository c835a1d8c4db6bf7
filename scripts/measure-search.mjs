// `node scripts/measure-search.mjs [count]` (needs `npm install --no-save minisearch fuse.js`): plain
// folded substring matching (what src/features/estates/filter-estates.ts does) against MiniSearch and
// Fuse.js at N estates (10,000 by default): the time to prepare and to answer a few searches, and
// whether each finds what "every word must match, accents and case ignored" asks for. Node, no CPU
// slowdown: multiply by about 4 for Lighthouse's phone. The figures behind decision 016.
import { performance } from 'node:perf_hooks'
import { generateEstates } from './lib/generate-estates.mjs'

const count = Number(process.argv[2] ?? 10000)
const estates = generateEstates(count).properties
const fields = (e) => [e.estate_title, e.location, e.description, e.segment_name, ...e.facilities]
const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const queries = ['zurich', 'lake pool', 'Genève', 'harb view', 'concierge gym terrace']

const time = (run) => {
  const started = performance.now()
  const result = run()
  return [performance.now() - started, result]
}
const report = (name, prepare, search) => {
  const [prepareMs, prepared] = time(prepare)
  const answers = queries.map((q) => {
    search(prepared, q) // warm
    const [ms, found] = time(() => search(prepared, q))
    return `${q}: ${found.length} in ${ms.toFixed(1)} ms`
  })
  console.log(`${name}: prepared in ${prepareMs.toFixed(0)} ms; ${answers.join('; ')}`)
}

report(
  'plain (folded text, every word a substring)',
  () => estates.map((e) => fold(fields(e).join('\n'))),
  (texts, q) => {
    const words = fold(q).split(/\s+/).filter(Boolean)
    return estates.filter((_, i) => words.every((word) => texts[i].includes(word)))
  },
)

try {
  const { default: MiniSearch } = await import('minisearch')
  report(
    'MiniSearch (AND, prefix)',
    () => {
      const index = new MiniSearch({
        fields: ['text'],
        processTerm: (term) => fold(term),
      })
      index.addAll(estates.map((e) => ({ id: e.id, text: fields(e).join(' ') })))
      return index
    },
    (index, q) => index.search(q, { combineWith: 'AND', prefix: true }),
  )
} catch (error) {
  console.log(`MiniSearch not measured: ${error.message}`)
}

try {
  const { default: Fuse } = await import('fuse.js')
  report(
    'Fuse.js (extended search, every word included)',
    () =>
      new Fuse(
        estates.map((e) => ({ text: fold(fields(e).join(' ')) })),
        { keys: ['text'], useExtendedSearch: true, ignoreLocation: true, threshold: 0 },
      ),
    (fuse, q) =>
      fuse.search({
        $and: fold(q)
          .split(/\s+/)
          .filter(Boolean)
          .map((word) => ({ text: `'${word}` })),
      }),
  )
} catch (error) {
  console.log(`Fuse.js not measured: ${error.message}`)
}
