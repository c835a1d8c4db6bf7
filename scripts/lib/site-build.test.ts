// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { catalogueFileNames } from '../../build/catalogue-source'
import { uploadedPhotos } from '../../src/config/paths'
import { photoFileName, photoWidths, SHA256_PATTERN } from '../../src/features/photos/photo-schema'
import { buildError, stageCatalogue } from './site-build.mjs'
import { BuildFailure } from './site-runner-rules.mjs'

const names = { catalogueFileNames, photoFileName, photoWidths, SHA256_PATTERN, uploadedPhotos }
const hash = 'a'.repeat(64)
const photo = 'b'.repeat(64)

let dir = ''
let siteFilesDir = ''
let photosDir = ''
let stage = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-build-'))
  siteFilesDir = join(dir, 'site-files')
  photosDir = join(dir, 'photos')
  stage = join(dir, 'stage')
  for (const folder of [join(siteFilesDir, hash), photosDir, stage])
    mkdirSync(folder, { recursive: true })
  for (const file of catalogueFileNames) writeFileSync(join(siteFilesDir, hash, file), file)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const staged = (photos: string[]) =>
  stageCatalogue({ names, hash, photos, siteFilesDir, photosDir, dir: stage })

test("a version's files and its photos' files at every width are staged as the build reads them", () => {
  for (const width of photoWidths) writeFileSync(join(photosDir, photoFileName(photo, width)), 'x')
  writeFileSync(join(photosDir, photoFileName('c'.repeat(64), 480)), 'another photo')

  staged([photo])

  expect(catalogueFileNames).toEqual(['data.json', 'data.fr.json', 'data.de.json'])
  for (const file of catalogueFileNames) expect(readFileSync(join(stage, file), 'utf8')).toBe(file)
  expect(readdirSync(join(stage, 'images/uploads')).sort()).toEqual(
    photoWidths.map((width) => photoFileName(photo, width)).sort(),
  )
})

test('@fault a photo missing a width fails the build with a sentence naming it', () => {
  writeFileSync(join(photosDir, photoFileName(photo, photoWidths[0]!)), 'x')
  expect(() => staged([photo])).toThrow(BuildFailure)
  expect(() => staged([photo])).toThrow(/The photo bbbbbbbbbbbb… has no \d+ px file/)
})

test("@fault a version's file missing fails the build and says which", () => {
  rmSync(join(siteFilesDir, hash, 'data.de.json'))
  expect(() => staged([])).toThrow(/This version's data.de.json is missing/)
})

test("the build's error is given to staff: the plugin's own message, without paths or stack", () => {
  // What `vite build` prints when check-estate-data refuses the catalogue (Vite 8, rolldown).
  const output = [
    'vite v8.3.8 building client environment for production...',
    '✗ Build failed in 74ms',
    'error during build:',
    'Build failed with 1 error:',
    '',
    '[plugin vite-plugin-pwa:build]',
    'Error: Build failed with 1 error:',
    '',
    '[plugin check-estate-data]',
    `RolldownError: ${stage}/data.json: round these to 2 decimals or drop "approximate":`,
    'estate 9 "Villa Azur, Monte Carlo" (record 9): an approximate location needs coordinates of 2 decimals at most',
    '    at error (file:///work/node_modules/rolldown/dist/shared/logs-DyTyzzWG.mjs:164:24)',
    '  errors: [Getter/Setter]',
  ].join('\n')
  expect(buildError(output, stage)).toBe(
    'The site\'s build refused this catalogue: data.json: round these to 2 decimals or drop "approximate": estate 9 "Villa Azur, Monte Carlo" (record 9): an approximate location needs coordinates of 2 decimals at most',
  )
})
