// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/**
 * Issue 48: one catalogue per feature per language, holding words (and formatters of words);
 * the code makes the choices (describe-estate.ts, estate-words.ts), and the build, not the
 * author, splits catalogues for bytes (build/catalogue-parts.ts). Texts and their languages
 * are src/lib/catalogues-complete.test.ts's.
 */
const src = new URL('../src/', import.meta.url).pathname

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )

const isCatalogue = (file: string) => /messages(\.[a-z]{2})?\.ts$/.test(file)

it("the app has one catalogue per language, the pages' titles and words among them", () => {
  expect(
    filesUnder(join(src, 'app'))
      .filter(isCatalogue)
      .map((file) => relative(src, file)),
  ).toEqual(['app/messages.de.ts', 'app/messages.fr.ts', 'app/messages.ts'])
})

describe('each feature', () => {
  const features = readdirSync(join(src, 'features'))
  it.each(features)('%s has at most one catalogue per language', (feature) => {
    const catalogues = filesUnder(join(src, 'features', feature))
      .filter(isCatalogue)
      .map((file) => relative(join(src, 'features', feature), file))
    expect(catalogues.filter((file) => !/^messages(\.(fr|de))?\.ts$/.test(file))).toEqual([])
  })
})

// Where a catalogue may take values from: the formatters of words, the site's constants, and the
// shared words. Anything else (an estate's status, the build's language) is a choice: code's.
const wordSources = [
  '@/lib/format',
  '@/lib/plural',
  '@/lib/intl-format',
  '@/config/constants',
  './constants',
  /^@\/components\/messages(\.[a-z]{2})?$/,
]

/** What in a catalogue is a choice rather than words: each with its line. */
function choicesIn(file: string) {
  const code = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const at = (node: ts.Node, what: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`)
  const isDatum = (node: ts.Expression) =>
    ts.isStringLiteralLike(node) ||
    node.kind === ts.SyntaxKind.NullKeyword ||
    (ts.isIdentifier(node) && node.text === 'undefined')
  const visit = (node: ts.Node) => {
    if (ts.isIfStatement(node) || ts.isSwitchStatement(node)) at(node, 'if/switch')
    // A count's plural (`count === 1`) formats words; a comparison with a string or null is a
    // choice on the data.
    if (
      ts.isBinaryExpression(node) &&
      [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken,
      ].includes(node.operatorToken.kind) &&
      (isDatum(node.left) || isDatum(node.right))
    )
      at(node, node.getText())
    if (
      ts.isImportDeclaration(node) &&
      !node.importClause?.isTypeOnly &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const from = node.moduleSpecifier.text
      if (
        !wordSources.some((allowed) =>
          typeof allowed === 'string' ? allowed === from : allowed.test(from),
        )
      )
        at(node, `imports ${from}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

// The formatters of words themselves (numbers, money, dates by language) are lib's, not texts.
const catalogues = filesUnder(src)
  .filter((file) => isCatalogue(file) || /config\/seo(\.[a-z]{2})?\.ts$/.test(file))
  .filter((file) => !file.includes('/admin/') && !file.includes('/lib/format-messages'))
  .map((file) => relative(src, file))
  .sort()

it('finds the catalogues', () => {
  expect(catalogues).toContain('features/estates/messages.fr.ts')
  expect(catalogues.length).toBeGreaterThan(40)
  expect(catalogues).toContain('config/seo.ts')
})

describe.each(catalogues)('%s', (file) => {
  it('holds words, no choices on data', () => {
    expect(choicesIn(join(src, file))).toEqual([])
  })
})
