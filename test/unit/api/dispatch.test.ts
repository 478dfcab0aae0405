import { describe, expect, it } from 'vitest'
import { inputSchemas } from '../../../src-main/api/contract'
import type { Method } from '../../../src-main/api/types'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { createPlayer } from '../../../src-main/services/roster'
import { dumpDatabase, openTestContext } from '../../support/context'

const HUGE = '麻'.repeat(1_000_000)
const methods = Object.keys(inputSchemas) as Method[]

/** Payloads no method accepts, then per field: a wrong type, a huge string, a nested object. */
function malformedPayloads(method: Method): unknown[] {
  const fields = Object.keys(inputSchemas[method].shape)
  return [
    null,
    42,
    'players',
    HUGE,
    true,
    [],
    [{}],
    { unexpectedField: 1 },
    { __proto__: { polluted: true }, constructor: { prototype: 1 } },
    ...fields.flatMap((field) => [
      { [field]: { nested: true } },
      { [field]: HUGE },
      { [field]: [1, 2] },
      { [field]: Number.NaN }
    ])
  ]
}

function nestedDeep(depth: number): unknown {
  let value: unknown = {}
  for (let i = 0; i < depth; i++) value = { a: [value] }
  return value
}

function cyclic(): unknown {
  const value: Record<string, unknown> = { name: '张三' }
  value.self = value
  return value
}

/** Values JSON cannot hold or no schema should walk: each alone, and in every field. */
const HOSTILE_VALUES: unknown[] = [
  nestedDeep(10_000),
  10n,
  cyclic(),
  Symbol('x'),
  () => 1,
  new Array(2_000_000).fill(1),
  { [Symbol('k')]: 1 },
  { toJSON: () => 10n },
  Object.defineProperty({}, 'name', {
    enumerable: true,
    get() {
      throw new Error('getter')
    }
  }),
  new Proxy(
    {},
    {
      ownKeys() {
        throw new Error('proxy')
      }
    }
  ),
  new Date(0),
  new Map([['name', '张三']])
]

function hostilePayloads(fields: string[]): unknown[] {
  return [
    ...HOSTILE_VALUES,
    ...fields.flatMap((field) => HOSTILE_VALUES.map((value) => ({ [field]: value }))),
    // Deep inside an otherwise plausible payload.
    { sessionId: 1, hand: { events: [{ type: 'win', winner: 0, extra: nestedDeep(10_000) }], supporters: [] } },
    { sessionId: 1, hand: { events: [{ type: 'win', winner: 0, big: 10n }], supporters: [] } },
    { options: { x: nestedDeep(10_000) } }
  ]
}

describe('dispatch', () => {
  it('returns data for a good call', async () => {
    const ctx = await openTestContext()
    const result = await dispatch(createHandlers(ctx, 't'), 'players.create', { name: '张三' })
    expect(result).toMatchObject({ ok: true, data: { name: '张三', nickname: '' } })
  })

  it.each(methods)('%s: every malformed payload is an error result and the database is unchanged', async (method) => {
    const ctx = await openTestContext()
    createPlayer(ctx.db, { name: '张三', nickname: '', phone: '', note: '', allowDuplicate: false })
    const handlers = createHandlers(ctx, 't')
    const before = dumpDatabase(ctx)
    for (const payload of malformedPayloads(method)) {
      const result = await dispatch(handlers, method, payload)
      expect(result.ok, `${method} accepted ${JSON.stringify(payload)?.slice(0, 80)}`).toBe(false)
      if (!result.ok) {
        expect(result.error.code).toMatch(/^[A-Z_]+$/)
        expect(result.error.messageZh).toMatch(/[\u4e00-\u9fff]/)
        expect(result.error.messageEn.length).toBeGreaterThan(0)
      }
    }
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it.each(methods)(
    '%s: hostile payloads (deep, BigInt, cyclic, Symbol, huge) are error results, never a throw',
    async (method) => {
      const ctx = await openTestContext()
      const handlers = createHandlers(ctx, 't')
      const before = dumpDatabase(ctx)
      const fields = Object.keys(inputSchemas[method].shape)
      for (const payload of hostilePayloads(fields)) {
        const result = await dispatch(handlers, method, payload)
        expect(result.ok, `${method} accepted a hostile payload`).toBe(false)
        if (!result.ok) {
          expect(result.error.code).toBe('INVALID_INPUT')
          expect(result.error.messageZh).toMatch(/[\u4e00-\u9fff]/)
          expect(result.error.messageEn.length).toBeGreaterThan(0)
        }
      }
      expect(dumpDatabase(ctx)).toEqual(before)
    }
  )

  it.each([
    undefined,
    null,
    42,
    '',
    'players.drop',
    '__proto__',
    'constructor',
    'toString',
    { method: 'players.list' }
  ])('rejects the unknown method %s', async (method) => {
    const ctx = await openTestContext()
    const result = await dispatch(createHandlers(ctx, 't'), method, {})
    expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_METHOD' } })
  })

  it('turns a service refusal into a coded error with both languages', async () => {
    const ctx = await openTestContext()
    const result = await dispatch(createHandlers(ctx, 't'), 'players.archive', { id: 999 })
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'PLAYER_NOT_FOUND',
        messageZh: expect.stringContaining('999'),
        messageEn: expect.stringContaining('999')
      }
    })
  })
})
