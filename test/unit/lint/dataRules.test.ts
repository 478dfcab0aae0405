/**
 * The data rules hold as lint rules: statements are prepared only in store/ (and there only through
 * prepare.ts), and stored JSON is never cast out of JSON.parse. Each wrong line is linted where it
 * would live and must be reported; each right one must pass.
 */
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const eslint = new ESLint({ cwd: root })
const RULE = 'no-restricted-syntax'

async function dataErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${file}` })
  expect(result.messages.filter((message) => message.fatal)).toEqual([])
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message)
}

const db = "import type { Database } from 'better-sqlite3'\ndeclare const db: Database\n"

const wrong: [string, string, string, RegExp][] = [
  ['a service prepares', 'src-main/services/x.ts', `${db}db.prepare('SELECT 1').get()`, /SQL lives in store/],
  [
    'a parlor service prepares',
    'src-main/services/parlor/x.ts',
    `${db}db.prepare('SELECT 1').all()`,
    /SQL lives in store/
  ],
  ['the API prepares', 'src-main/api/x.ts', `${db}db\n  .prepare('SELECT 1')\n  .run()`, /SQL lives in store/],
  ['the server prepares', 'src-main/server/x.ts', `${db}db.prepare('SELECT 1')`, /SQL lives in store/],
  ['a store module bypasses prepare.ts', 'src-main/store/x.ts', `${db}db.prepare('SELECT 1').get()`, /prepare\.ts/],
  ['a service casts JSON.parse', 'src-main/services/x.ts', "JSON.parse('{}') as { a: number }", /zod schema/],
  [
    'a service encodes what it hands a store write',
    'src-main/services/x.ts',
    `${db}declare function insertClock(db: Database, row: object): void\ninsertClock(db, { plan: JSON.stringify({}) })`,
    /codec/
  ],
  [
    'a parlor service encodes an update',
    'src-main/services/parlor/x.ts',
    `${db}declare function updateHand(db: Database, id: number, input: string): void\nupdateHand(db, 1, JSON.stringify([]))`,
    /codec/
  ],
  ['the store casts JSON.parse', 'src-main/store/x.ts', "JSON.parse('[]') as number[]", /zod schema/],
  [
    'scoring casts JSON.parse',
    'src-main/scoring/x.ts',
    'JSON.parse(text) as unknown\ndeclare const text: string',
    /zod schema/
  ],
  ['an angle-bracket cast', 'src-main/services/x.ts', "const v = <number[]>JSON.parse('[]')\nv", /zod schema/],
  [
    'the cast inside an expression',
    'src-main/api/x.ts',
    "const n = (JSON.parse('{}') as { n: number }).n\nn",
    /zod schema/
  ]
]

const right: [string, string, string][] = [
  [
    'a store module through prepare.ts',
    'src-main/store/x.ts',
    `${db}import { prepare } from './prepare'\nprepare(db, 'SELECT 1').get()`
  ],
  ['prepare.ts itself', 'src-main/store/prepare.ts', `${db}db.prepare('SELECT 1')`],
  [
    'the store encodes what it writes',
    'src-main/store/x.ts',
    `${db}declare function insertRow(db: Database, text: string): void\ninsertRow(db, JSON.stringify([]))`
  ],
  ['a test prepares', 'test/unit/x.test.ts', `${db}db.prepare('SELECT 1').get()`],
  [
    'a schema-read value',
    'src-main/services/x.ts',
    "import { z } from 'zod'\nz.array(z.number()).parse(JSON.parse('[]'))"
  ],
  ['the renderer parses its own JSON', 'src-renderer/src/x.ts', "const v = JSON.parse('{}') as { a: number }\nv"]
]

describe('lint: SQL only in store/, stored JSON read through its schema', () => {
  it.each(wrong)('%s (%s) is an error', async (_, file, code, message) => {
    const errors = await dataErrors(file, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
  })

  it.each(right)('%s (%s) passes', async (_, file, code) => {
    expect(await dataErrors(file, code)).toEqual([])
  })
})
