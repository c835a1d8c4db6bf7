import { existsSync } from 'node:fs'
import { otherLanguagesIn } from '../lib/route-bundles.mjs'
import { inTurn } from '../lib/serve-dist.mjs'
import { appliedInEnglish, appliedRun } from './applied-run.mjs'
import { lighthouseRun, publicCategories, signedInRun, withRetry } from './lighthouse-runs.mjs'
import { options, runs, scaleCount, searchOnly } from './options.mjs'
import { loadRun, scaleRun } from './scale.mjs'
import {
  builds,
  contentFiles,
  contentPath,
  floorFiles,
  floorPath,
  keyInLanguage,
  serve,
  stackPath,
  useData,
} from './serve.mjs'

/** The pages to measure: those --pages names, with the two floors; none with --only search. */
export function pagesToMeasure(sampleCount) {
  const publicRun = (path, name, run) => lighthouseRun(path, name, run, publicCategories)
  const allPages = [
    // An empty page served the same way: the floor each page's LCP is compared with.
    { key: 'floor', label: 'empty page (floor)', path: floorPath, run: lighthouseRun },
    // The stack alone, the floor of a page's bytes and blocking time on React and React Router.
    {
      key: 'stack',
      label: 'React + Router only (stack floor)',
      path: stackPath,
      run: lighthouseRun,
    },
    { key: 'home', label: `/ (${sampleCount} estates)`, path: '/', run: publicRun },
    ...(scaleCount
      ? [
          {
            key: 'homeScale',
            label: `/ (${scaleCount} estates)`,
            path: '/',
            run: lighthouseRun,
            data: 'scale',
          },
          {
            key: 'homeScaleFiltered',
            label: `/?segment=Apartments&sort=price-desc (${scaleCount} estates)`,
            path: '/?segment=Apartments&sort=price-desc',
            run: lighthouseRun,
            data: 'scale',
          },
        ]
      : []),
    { key: 'login', label: '/login', path: '/login', run: publicRun },
    { key: 'register', label: '/register', path: '/register', run: publicRun },
    { key: 'detail', label: '/1 (signed in, flow)', path: '/1', run: signedInRun },
    { key: 'blogs', label: '/blogs (signed in, flow)', path: '/blogs', run: signedInRun },
    { key: 'article', label: '/blogs/1 (signed in, flow)', path: '/blogs/1', run: signedInRun },
    { key: 'profile', label: '/profile (signed in, flow)', path: '/profile', run: signedInRun },
  ]
  const inEachLanguage = [...allPages, ...inOtherLanguages(allPages)]
  // After each public page (in each language) its content floor, which its main-thread budget
  // stands on (issue 47).
  const withContent = inEachLanguage.flatMap((page) =>
    (page.inEnglish ?? page.key) in contentFiles
      ? [
          page,
          {
            key: `${page.key}Content`,
            label: `${page.path} without its scripts (content floor)`,
            path: `${contentPath}/${page.key}`,
            run: lighthouseRun,
            contentOf: page.key,
            file: page.file,
          },
        ]
      : [page],
  )
  const chosen = options.pages?.split(',')
  const pages = withContent.filter(
    (page) =>
      !searchOnly &&
      (!page.file ||
        builds.every((build) => existsSync(`${floorFiles(build).dir}/${page.file}`))) &&
      (!chosen ||
        chosen.includes(page.key) ||
        chosen.includes(page.contentOf) ||
        page.key === 'floor' ||
        page.key === 'stack' ||
        (page.key.startsWith('homeScale') && chosen.includes('home'))),
  )
  return pages
}

/**
 * The pages a visitor reads in each language, measured in the other languages too (issue 31: each
 * within budget.languages.vsEnglish of English's, and checked against English's own budget), keyed
 * `loginFr`; left out when a build compared has none (one from before the languages).
 */
const measuredInEachLanguage = ['home', 'login', 'detail']

function inOtherLanguages(pages) {
  return otherLanguagesIn('dist').flatMap((language) =>
    pages
      .filter((page) => measuredInEachLanguage.includes(page.key))
      .map((page) => ({
        ...page,
        key: keyInLanguage(page.key, language),
        label: `/${language}${page.label}`,
        path: `/${language}${page.path}`,
        file: `${language}/index.html`,
        inEnglish: page.key,
      })),
  )
}

/** The pages measured with throttling applied, listed once dist/ holds this build (its languages). */
export const appliedPages = []
export function listAppliedPages() {
  appliedPages.push(...appliedInEnglish, ...inOtherLanguages(appliedInEnglish))
}

/** Every page's runs on every build, interleaved: a noisy moment of the machine hits all alike. */
export async function measurePages(pages) {
  const measured = Object.fromEntries(
    builds.map((build) => [
      build.key,
      {
        pages: Object.fromEntries(pages.map((page) => [page.key, []])),
        applied: Object.fromEntries(appliedPages.map((page) => [page.key, []])),
        scale: [],
      },
    ]),
  )
  for (let run = 1; run <= runs; run += 1) {
    for (const build of inTurn(builds, run - 1)) {
      serve(build)
      const into = measured[build.key]
      for (const page of pages) {
        useData(page.data ?? 'sample')
        const name = `${build.key}-${page.key}`
        into.pages[page.key].push(await withRetry(() => page.run(page.path, name, run)))
        process.stdout.write('.')
      }
      useData('sample')
      for (const applied of appliedPages)
        if (pages.some((page) => page.key === applied.key))
          into.applied[applied.key].push(await appliedRun(applied.path, applied))
      if (scaleCount && pages.some((page) => page.key === 'home')) {
        useData('scale')
        into.scale.push({ ...(await loadRun()), ...(await scaleRun()) })
        useData('sample')
      }
      process.stdout.write('.')
    }
  }
  serve(builds[0])
  process.stdout.write('\n')
  return measured
}
