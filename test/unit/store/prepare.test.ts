import Database from 'better-sqlite3'
import { describe, expect, it, vi } from 'vitest'
import { prepare } from '../../../src-main/store/prepare'

describe('prepare', () => {
  it('compiles a statement once per connection and reuses it', () => {
    const first = new Database(':memory:')
    const second = new Database(':memory:')
    const compile = vi.spyOn(first, 'prepare')
    const statement = prepare(first, 'SELECT 1 AS one')
    expect(prepare(first, 'SELECT 1 AS one')).toBe(statement)
    expect(compile).toHaveBeenCalledTimes(1)
    expect(statement.get()).toEqual({ one: 1 })
    expect(prepare(first, 'SELECT 2 AS two')).not.toBe(statement)
    expect(prepare(second, 'SELECT 1 AS one')).not.toBe(statement)
    first.close()
    second.close()
  })
})
