import { describe, expect, it } from 'vitest'
import {
  BackupJsonReader,
  DamagedJsonError,
  DuplicateKeyError,
  ForbiddenKeyError
} from '../../../src-main/services/jsonReader'

/** Reads `text` in pieces of `size` characters; returns the header, the tables begun and the rows handed on. */
function read(text: string, size = 1) {
  const tables: [string, boolean][] = []
  const rows: [string, unknown][] = []
  const reader = new BackupJsonReader({
    table: (name, list) => tables.push([name, list]),
    row: (table, row) => rows.push([table, row])
  })
  for (let at = 0; at < text.length; at += size) reader.write(text.slice(at, at + size))
  return { header: reader.end(), tables, rows }
}

describe('the streaming JSON reader of backups', () => {
  it.each([
    ['{"a":1,"a":2}', 'a'],
    ['{"a":1,"\\u0061":2}', 'a'],
    ['[{"x":{"b":[1,{"c":1}],"b":0}}]', 'b'],
    ['{"a" : 1, "b":{"a":1}, "a" :3}', 'a'],
    ['{"app":"x","tables":{"players":[{"id":1,"name":"a","id":2}]}}', 'id'],
    ['{"app":"x","tables":{"players":[],"players":[]}}', 'players']
  ])('refuses the key given twice in %s', (text, key) => {
    for (const size of [1, 3, text.length]) {
      expect(() => read(text, size)).toThrow(new DuplicateKeyError(key))
    }
  })

  it.each(['{"a":{"a":1},"b":[{"a":1},{"a":2}]}', '{"a":"\\"a\\":1,\\"a\\":2","b":"a","c":["a","a"]}'])(
    'reads %s, where no object has a key twice',
    (text) => {
      expect(() => read(text)).not.toThrow()
    }
  )

  it('hands on each row of each table in file order, and keeps the header fields', () => {
    const text = JSON.stringify({
      app: 'x',
      schemaVersion: 3,
      nested: { a: 1 },
      tables: { players: [{ id: 1, name: '张\u4e09' }, { id: 2 }], hands: [], goods: {} }
    })
    const { header, tables, rows } = read(text, 2)
    expect(header).toMatchObject({ app: 'x', schemaVersion: 3 })
    expect(typeof header.nested).toBe('symbol')
    expect(tables).toEqual([
      ['players', true],
      ['hands', true],
      ['goods', false]
    ])
    expect(rows).toEqual([
      ['players', { id: 1, name: '张三' }],
      ['players', { id: 2 }]
    ])
  })

  it('reads a string and a number longer than its buffers, whole', () => {
    const note = '雀'.repeat(50_000) + 'x\\"'.repeat(30_000)
    const number = Number(`0.${'1'.repeat(80)}`)
    const text = JSON.stringify({ tables: { t: [{ note, number }] } })
    expect(read(text, 7000).rows).toEqual([['t', { note, number }]])
  })

  it('reads multi-byte characters split between pieces of bytes', () => {
    const bytes = Buffer.from(JSON.stringify({ tables: { players: [{ name: '雀记麻将' }] } }))
    const rows: unknown[] = []
    const reader = new BackupJsonReader({ table: () => undefined, row: (_table, row) => rows.push(row) })
    for (let at = 0; at < bytes.length; at += 1) reader.write(bytes.subarray(at, at + 1))
    reader.end()
    expect(rows).toEqual([{ name: '雀记麻将' }])
  })

  it.each(['', '{"app":"x","tables":{"players":[{"id":1}', '{"a":1}}', '{"a":1} {"b":2}', '{"a":tru}', '{"a" 1}'])(
    'refuses %j as damaged JSON',
    (text) => {
      expect(() => read(text, 4)).toThrow(DamagedJsonError)
    }
  )

  it('refuses "__proto__" as a key, which would set a prototype instead of a field', () => {
    expect(() => read('{"tables":{"players":[{"__proto__":{"id":1}}]}}', 5)).toThrow(ForbiddenKeyError)
    expect(() => read('{"\\u005f_proto__":1}')).toThrow(ForbiddenKeyError)
  })

  it('lets an error of the row handler through unchanged', () => {
    const refusal = new Error('refused')
    const reader = new BackupJsonReader({
      table: () => undefined,
      row: () => {
        throw refusal
      }
    })
    expect(() => reader.write('{"tables":{"t":[{"a":1}]}}')).toThrow(refusal)
  })
})
