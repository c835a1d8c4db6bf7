import { readFileSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import ts from 'typescript'
import type { Plugin } from 'vite'

/** A part of a catalogue: its module id is the catalogue's path, this query and the part's name. */
const PART = '?catalogue-part='

/** A catalogue cut at its exported declarations. */
export type Catalogue = {
  /** The part that declares each exported value, by the value's name. */
  partOf: ReadonlyMap<string, string>
  /** One part's module: the imports, types and helpers it needs, the parts it reads, its export. */
  partCode: (part: string, self: string) => string
  /** The whole catalogue, for a module that imports it whole: its parts re-exported. */
  facadeCode: (self: string) => string
}

const partId = (self: string, part: string) => `${self}${PART}${encodeURIComponent(part)}`

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)

/** The values a top-level statement declares; anything but plain declarations is refused. */
function declaredNames(statement: ts.Statement, fileName: string): string[] {
  const refuse = (): never => {
    throw new Error(
      `${fileName}: a catalogue holds imports, types and declarations only; cannot split "${statement.getText().slice(0, 60)}"`,
    )
  }
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.map((declaration) =>
      ts.isIdentifier(declaration.name) ? declaration.name.text : refuse(),
    )
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name &&
    !(ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
  )
    return [statement.name.text]
  return refuse()
}

/** The names a statement reads: identifiers that are neither property names nor declared there. */
function namesRead(node: ts.Node, out = new Set<string>()) {
  if (ts.isIdentifier(node)) {
    const parent = node.parent
    const isName =
      (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
      ((ts.isPropertyAssignment(parent) ||
        ts.isPropertySignature(parent) ||
        ts.isMethodDeclaration(parent) ||
        ts.isVariableDeclaration(parent) ||
        ts.isFunctionDeclaration(parent) ||
        ts.isParameter(parent) ||
        ts.isBindingElement(parent)) &&
        parent.name === node)
    if (!isName) out.add(node.text)
  }
  ts.forEachChild(node, (child) => {
    namesRead(child, out)
  })
  return out
}

/** The names an import declaration binds in its module. */
function importedNames(statement: ts.ImportDeclaration): string[] {
  const clause = statement.importClause
  if (!clause) return []
  const names = clause.name ? [clause.name.text] : []
  const bindings = clause.namedBindings
  if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text)
  if (bindings && ts.isNamedImports(bindings))
    names.push(...bindings.elements.map((element) => element.name.text))
  return names
}

type Declaration = { statement: ts.Statement; names: string[]; reads: Set<string> }

/**
 * Cuts a catalogue's source into parts, one per exported declaration. A part holds the imports it
 * reads (a side-effect import, in every part), every type (TypeScript erases them), the helpers
 * (declarations not exported) it reads, copied, and its export; it imports the other parts it
 * reads. So a bundler that never splits a module can still put each text where it is read.
 */
export function sliceCatalogue(code: string, fileName: string): Catalogue {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const imports: { statement: ts.ImportDeclaration; names: string[] }[] = []
  const types: ts.Statement[] = []
  const parts = new Map<string, Declaration>()
  const helpers = new Map<string, Declaration>()
  const partOf = new Map<string, string>()
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      imports.push({ statement, names: importedNames(statement) })
      continue
    }
    if (
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      (ts.isExportDeclaration(statement) && statement.isTypeOnly)
    ) {
      types.push(statement)
      continue
    }
    const names = declaredNames(statement, fileName)
    const declaration = { statement, names, reads: namesRead(statement) }
    if (hasExport(statement)) {
      parts.set(names[0]!, declaration)
      for (const name of names) partOf.set(name, names[0]!)
    } else for (const name of names) helpers.set(name, declaration)
  }
  const full = (statement: ts.Statement) =>
    code.slice(statement.getFullStart(), statement.end).trim()
  const typesRead = new Set<string>()
  for (const statement of types) namesRead(statement, typesRead)

  return {
    partOf,
    partCode(name, self) {
      const part = parts.get(name)
      if (!part) throw new Error(`${fileName} exports no ${name}`)
      // The helpers it reads, and theirs.
      const needed = new Set<Declaration>([part])
      for (const declaration of needed)
        for (const read of declaration.reads) {
          const helper = helpers.get(read)
          if (helper) needed.add(helper)
        }
      const read = new Set([...needed].flatMap((declaration) => [...declaration.reads]))
      const lines = imports
        .filter(
          ({ names }) => names.length === 0 || names.some((n) => read.has(n) || typesRead.has(n)),
        )
        .map(({ statement }) => full(statement))
      const siblings = new Map<string, string[]>()
      for (const used of read) {
        const other = partOf.get(used)
        if (other === undefined || other === name) continue
        siblings.set(other, [...(siblings.get(other) ?? []), used])
      }
      for (const [other, names] of siblings)
        lines.push(`import { ${names.join(', ')} } from ${JSON.stringify(partId(self, other))}`)
      lines.push(...types.map(full))
      // In the catalogue's order: a helper is declared before what reads it at the top.
      for (const statement of source.statements)
        if ([...needed].some((declaration) => declaration.statement === statement))
          lines.push(full(statement))
      return `${lines.join('\n')}\n`
    },
    facadeCode(self) {
      return [...parts.values()]
        .map(
          ({ names }) =>
            `export { ${names.join(', ')} } from ${JSON.stringify(partId(self, names[0]!))}\n`,
        )
        .join('')
    },
  }
}

/**
 * An importer's code with each named import of a catalogue turned into imports of the parts that
 * declare those names. `catalogueOf` resolves a specifier to a catalogue (null: not one).
 */
export async function importPartsIn(
  code: string,
  fileName: string,
  catalogueOf: (specifier: string) => Promise<{ id: string; catalogue: Catalogue } | null>,
): Promise<string | null> {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const edits: { start: number; end: number; text: string }[] = []
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue
    const clause = statement.importClause
    const bindings = clause?.namedBindings
    if (!clause || clause.isTypeOnly || clause.name || !bindings || !ts.isNamedImports(bindings))
      continue
    const found = await catalogueOf(statement.moduleSpecifier.text)
    if (!found) continue
    const { id, catalogue } = found
    const byPart = new Map<string, string[]>()
    const types: string[] = []
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text
      const part = catalogue.partOf.get(imported)
      if (element.isTypeOnly || part === undefined) {
        // A type, or a name the catalogue lacks: left to the original module (and its error).
        types.push(element.getText())
        continue
      }
      byPart.set(part, [...(byPart.get(part) ?? []), element.getText()])
    }
    if (byPart.size === 0) continue
    const lines = [...byPart].map(
      ([part, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(partId(id, part))};`,
    )
    if (types.length)
      lines.push(`import { ${types.join(', ')} } from ${statement.moduleSpecifier.getText()};`)
    edits.push({ start: statement.getStart(), end: statement.end, text: lines.join(' ') })
  }
  if (edits.length === 0) return null
  let out = code
  for (const { start, end, text } of edits.reverse())
    out = out.slice(0, start) + text + out.slice(end)
  return out
}

/**
 * One catalogue per feature per language (decision 051), yet each page downloads only the texts
 * it shows: in a build, each top-level declaration of a catalogue (`export const collection...`)
 * is a module of its own, `messages.ts?catalogue-part=collectionMessages`, and every named
 * import of a catalogue imports the parts it names. Rolldown never splits a module across
 * chunks; it places each part with the code that reads it. Composes with language-build.ts: the
 * importers' specifiers are resolved through it first, so a French build cuts messages.fr.ts.
 * The dev server, Vitest and tsc see the plain modules.
 * Measured (docs/decisions/measurements.md, 051): without it, one catalogue per feature puts
 * 1.3-5.8 KB gzipped of other pages' words on each route (home +5.1 KB, detail +4.8 KB in
 * English); with it, every route is within 0.4 KB of main's hand-cut catalogues, for about 4 s
 * more CPU over the three languages' builds. It can go when Rolldown places a module's exports
 * apart by itself, or when those figures no longer matter to a route.
 */
export function catalogueParts(): Plugin[] {
  let isCatalogue: (id: string) => boolean = () => false
  const catalogues = new Map<string, Catalogue>()
  const catalogueAt = (path: string) => {
    let catalogue = catalogues.get(path)
    if (!catalogue) {
      catalogue = sliceCatalogue(readFileSync(path, 'utf8'), path)
      catalogues.set(path, catalogue)
    }
    return catalogue
  }
  const parts: Plugin = {
    name: 'catalogue-parts',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      const src = resolve(config.root, 'src') + sep
      const admin = resolve(config.root, 'src', 'admin') + sep
      isCatalogue = (id) =>
        id.startsWith(src) && !id.startsWith(admin) && /messages(\.[a-z]{2})?\.ts$/.test(id)
    },
    resolveId(source) {
      if (source.includes(PART)) return source
      return null
    },
    load(id) {
      const [path, part] = id.split(PART)
      if (part !== undefined)
        return {
          code: catalogueAt(path!).partCode(decodeURIComponent(part), path!),
          moduleSideEffects: false,
        }
      if (isCatalogue(id)) return { code: catalogueAt(id).facadeCode(id), moduleSideEffects: false }
      return null
    },
  }
  // After TypeScript and JSX are gone: each import that remains is a value's.
  const importers: Plugin = {
    name: 'catalogue-parts-importers',
    apply: 'build',
    async transform(code, id) {
      if (id.includes('node_modules') || !code.includes('messages')) return null
      const rewritten = await importPartsIn(code, id, async (specifier) => {
        const resolved = await this.resolve(specifier, id)
        if (!resolved || !isCatalogue(resolved.id)) return null
        return { id: resolved.id, catalogue: catalogueAt(resolved.id) }
      })
      return rewritten === null ? null : { code: rewritten, map: null }
    },
  }
  return [parts, importers]
}
