import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const modelDir = `${root}src-main/model/`
const modelFiles = readdirSync(modelDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'))

/** The JavaScript a file compiles to, with the empty module marker and blank lines dropped. */
function emitted(file: string): string {
  const source = readFileSync(`${modelDir}${file}`, 'utf8')
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true }
  })
  return outputText
    .replace(/^export \{\};?$/m, '')
    .replace(/\/\/# sourceMappingURL=.*$/m, '')
    .trim()
}

describe('src-main/model: the data types the API carries', () => {
  it('holds the types, one file per area', () => {
    expect(modelFiles.length).toBeGreaterThan(0)
  })

  it.each(modelFiles)('%s compiles to no JavaScript (types only)', (file) => {
    expect(emitted(file)).toBe('')
  })

  it('is where api/types takes its data types from (no services/ or store/ import)', () => {
    const source = readFileSync(`${root}src-main/api/types.ts`, 'utf8')
    expect(source.match(/from '\.\.\/(services|store)\/[^']*'/g) ?? []).toEqual([])
  })
})
