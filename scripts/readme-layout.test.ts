// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'

/** The README's layout block, which a newcomer reads before the tree. */
const layout = /## The layout\n\n```\n([\s\S]*?)```/.exec(
  readFileSync(new URL('../README.md', import.meta.url), 'utf8'),
)?.[1]

const foldersOf = (path: string) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

describe("the README's layout", () => {
  it('is there', () => {
    expect(layout).toBeTruthy()
  })

  it.each([
    ['src/features', '../src/features/'],
    ['src/app', '../src/app/'],
  ])('names every folder of %s', (_, path) => {
    const missing = foldersOf(path).filter((folder) => !layout?.includes(`${folder}/`))
    expect(missing).toEqual([])
  })
})

describe('the README', () => {
  it('stays short: at most 10 KB', () => {
    const bytes = readFileSync(new URL('../README.md', import.meta.url)).length
    expect(bytes).toBeLessThanOrEqual(10 * 1024)
  })
})
