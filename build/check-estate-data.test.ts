// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { checkEstateData, languageCodeIds } from './check-estate-data'

type Check = {
  configResolved: (config: { publicDir: string }) => void
  buildStart: (this: { error: (message: string) => never }) => void
}

/** Runs the plugin's check on a public folder, as the build does. */
function check(publicDir: string) {
  const plugin = checkEstateData() as unknown as Check
  plugin.configResolved({ publicDir })
  plugin.buildStart.call({
    error: (message) => {
      throw new Error(message)
    },
  })
}

/** A public folder holding `estates` as its data.json. */
function publicWith(estates: unknown) {
  const folder = mkdtempSync(join(tmpdir(), 'public-'))
  writeFileSync(join(folder, 'data.json'), JSON.stringify(estates))
  return folder
}

const record = (id: number, coordinates: unknown, precision?: string) => ({
  id,
  estate_title: `Villa ${id}`,
  coordinates,
  ...(precision ? { location_precision: precision } : {}),
})

test('the build fails naming an approximate estate whose coordinates are finer than 2 decimals', () => {
  const folder = publicWith({
    properties: [record(1, [43.7384, 7.4246]), record(9, [43.74, 7.426], 'approximate')],
  })
  expect(() => check(folder)).toThrow(
    /estate 9 "Villa 9" \(record 2\): an approximate location needs coordinates of 2 decimals at most/,
  )
})

test('the build goes on with coarse approximate estates and exact ones', () => {
  const folder = publicWith([record(1, [43.7384, 7.4246]), record(9, [43.74, 7.43], 'approximate')])
  expect(() => check(folder)).not.toThrow()
})

test("the build fails naming an estate whose id is a language's code, in any case", () => {
  const folder = publicWith({
    properties: [record(1, [43.7384, 7.4246]), { ...record(2, null), id: 'FR' }],
  })
  expect(() => check(folder)).toThrow(
    /estate FR "Villa 2" \(record 2\): its id is a language's code, and \/FR that language's home page/,
  )
  // English has no prefix: /en is no page of its own.
  const ids = ['de', 'Fr', 'en', 'french', 7].map((id) => ({ id }))
  expect(languageCodeIds(ids)).toEqual([
    expect.stringMatching(/^estate de \(record 1\)/),
    expect.stringMatching(/^estate Fr \(record 2\)/),
  ])
})

test("the sample data's approximate estates pass", () => {
  expect(() => check(fileURLToPath(new URL('../public', import.meta.url)))).not.toThrow()
})
