/**
 * A name has one home: a module under src-main/services or src-main/store exports only what it
 * defines. Passing an imported name on (`export { x } from`, `export * from`, or `export { x }` /
 * `export type { X }` of an import) would give importers a second door to the same thing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

function tsFiles(folder: string): string[] {
  return readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `${folder}/${file}`)
}

/** The names `file` exports that it did not define (each as `name` or `name from './there'`). */
function passedOn(file: string, source: string): string[] {
  const module = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true)
  const imported = new Set<string>()
  const found: string[] = []
  for (const statement of module.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause) {
      const { name, namedBindings } = statement.importClause
      if (name) imported.add(name.text)
      if (namedBindings && ts.isNamespaceImport(namedBindings)) imported.add(namedBindings.name.text)
      if (namedBindings && ts.isNamedImports(namedBindings))
        for (const element of namedBindings.elements) imported.add(element.name.text)
    }
  }
  for (const statement of module.statements) {
    if (!ts.isExportDeclaration(statement)) continue
    const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
    const where = from ? ` from '${(statement.moduleSpecifier as ts.StringLiteral).text}'` : ''
    const clause = statement.exportClause
    if (!clause) found.push(`*${where}`)
    else if (ts.isNamespaceExport(clause)) found.push(`* as ${clause.name.text}${where}`)
    else
      for (const element of clause.elements) {
        const local = (element.propertyName ?? element.name).text
        if (from || imported.has(local)) found.push(`${element.name.text}${where}`)
      }
  }
  return found
}

const files = [...tsFiles('src-main/services'), ...tsFiles('src-main/store')]

describe('services and store export only what they define', () => {
  it('finds the modules', () => {
    expect(files.length).toBeGreaterThan(50)
  })

  it.each([
    ["export { a } from './a'", ["a from './a'"]],
    ["export type { A } from './a'", ["A from './a'"]],
    ["export * from './a'", ["* from './a'"]],
    ["import { a } from './a'\nexport { a }", ['a']],
    ["import type { A } from './a'\nexport type { A }", ['A']],
    ["import { a as b } from './a'\nexport { b as c }", ['c']],
    ['const a = 1\nexport { a }\nexport const b = 2\nexport type C = number', []]
  ])('the check finds what is passed on in %j', (source, expected) => {
    expect(passedOn('x.ts', source)).toEqual(expected)
  })

  it('no module passes on a name it imported', () => {
    const passing = files.flatMap((file) =>
      passedOn(file, readFileSync(`${root}${file}`, 'utf8')).map((name) => `${file}: ${name}`)
    )
    expect(passing).toEqual([])
  })
})
