/**
 * One word per concept (issue 22): a backer (支持者) is a backer. No identifier, string or i18n key
 * in the app says "spectator"; only the SQL table `session_spectators` keeps its name, because
 * older backups carry it. TypeScript parses every module and every .vue script, so comments are
 * free to explain history.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, it } from 'vitest'
import zhCN from '../../../src-renderer/src/i18n/zh-CN'
import en from '../../../src-renderer/src/i18n/en'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const WORD = /spectator/i
const TABLE = /\bsession_spectators\b/g

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return filesUnder(path)
    return /\.(ts|vue)$/.test(path) && !path.endsWith('.d.ts') ? [path] : []
  })
}

const says = (text: string): boolean => WORD.test(text.replace(TABLE, ''))

/** The identifiers and string pieces of a module that say the word. */
function spokenIn(code: string, file: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if ((ts.isIdentifier(node) || ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && says(node.text)) {
      found.push(node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** A .vue file's scripts go through TypeScript; its template is read as text. */
function spokenInVue(text: string, file: string): string[] {
  const scripts = [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => spokenIn(match[1], file))
  const template = /<template>([\s\S]*)<\/template>/.exec(text)?.[1] ?? ''
  return [...scripts, ...template.split('\n').filter(says)]
}

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`
    return value !== null && typeof value === 'object' ? [path, ...keysOf(value as object, path)] : [path]
  })
}

it('no identifier or string in src-main or the renderer says spectator (but the SQL table)', () => {
  const files = [...filesUnder(join(root, 'src-main')), ...filesUnder(join(root, 'src-renderer/src'))]
  expect(files.length).toBeGreaterThan(100)
  const offenders = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    const found = file.endsWith('.vue') ? spokenInVue(text, file) : spokenIn(text, file)
    return found.map((what) => `${relative(root, file)}: ${what.trim()}`)
  })
  expect(offenders).toEqual([])
})

it('no i18n key says spectator', () => {
  const keys = [...keysOf(zhCN), ...keysOf(en)]
  expect(keys).toContain('opening.backers.hint')
  expect(keys.filter((key) => WORD.test(key))).toEqual([])
})

it('sees the word where it is written', () => {
  expect(spokenIn('const spectatorIds = 1\nconst q = "FROM session_spectators"', 'x.ts')).toEqual(['spectatorIds'])
  expect(spokenIn("const a = { 'spectators': 1 }\nconst b = `${a} Spectator`", 'x.ts')).toEqual([
    'spectators',
    ' Spectator'
  ])
  expect(spokenInVue('<template>\n<X :spectators="s" />\n</template>', 'x.vue')).toEqual(['<X :spectators="s" />'])
})
