/**
 * No import circles in src-main (issue 22): every relative import of every module, value and type
 * alike, followed from module to module; a circle is reported by its modules. TypeScript itself
 * parses the imports, so no comment or string is taken for one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const SOURCE = join(root, 'src-main')

function modulesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return modulesUnder(path)
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : []
  })
}

/** The module a relative specifier names: `x.ts` or `x/index.ts`. */
function resolved(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base])
    if (candidate.endsWith('.ts') && statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate
  return null
}

/** Every module `file` imports or re-exports from, by a relative path. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest)
  const out: string[] = []
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier
        ? (statement.moduleSpecifier as ts.StringLiteral).text
        : null
    if (specifier?.startsWith('.')) {
      const target = resolved(file, specifier)
      if (target) out.push(target)
    }
  }
  return out
}

/** The circles of the graph: each as its modules in import order, the first repeated at the end. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (node: string): void => {
    state.set(node, 'open')
    path.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    path.pop()
    state.set(node, 'done')
  }
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node)
  return found
}

it('finds a circle when there is one', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['a']]
  ])
  expect(circles(graph)).toEqual([['a', 'b', 'c', 'a']])
  expect(circles(new Map([['a', ['b']]]))).toEqual([])
})

it('reads type imports and re-exports as imports', () => {
  const file = join(SOURCE, 'api', 'x.ts')
  const text = "import type { A } from './types'\nexport { b } from '../scoring'\nimport { z } from 'zod'\n"
  expect(importsOf(file, text).map((target) => relative(SOURCE, target))).toEqual([
    join('api', 'types.ts'),
    join('scoring', 'index.ts')
  ])
})

it('src-main has no import circles', () => {
  const graph = new Map(modulesUnder(SOURCE).map((file) => [file, importsOf(file)]))
  const named = circles(graph).map((circle) => circle.map((file) => relative(SOURCE, file)).join(' → '))
  expect(named).toEqual([])
})
