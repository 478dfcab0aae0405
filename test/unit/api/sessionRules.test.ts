import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import type { ApiOutput, ApiResult, Method } from '../../../src-main/api/types'
import { createHandlers } from '../../../src-main/api/handlers'
import type { Handlers } from '../../../src-main/api/types'
import { readTwoPlayerRules, sessionRuleSpecs, type OptionSpec } from '../../../src-main/scoring'
import { createPlayer } from '../../../src-main/services/roster'
import { dumpDatabase, openTestContext } from '../../support/context'
import { win } from '../../support/fixtures'

/** `dispatch` with the method's result type. */
async function call<M extends Method>(handlers: Handlers, method: M, input: unknown) {
  return (await dispatch(handlers, method, input)) as ApiResult<ApiOutput<M>>
}

async function setUp() {
  const ctx = await openTestContext()
  const handlers = createHandlers(ctx, 't')
  const playerIds = ['甲', '乙'].map(
    (name) => createPlayer(ctx.db, { name, nickname: '', phone: '', note: '', allowDuplicate: false }).id
  )
  return { ctx, handlers, playerIds }
}

const preset = (rules: Record<string, unknown>) => ({
  name: '两人局',
  variant: 'sichuan',
  seats: 2,
  options: {},
  rules: { pointValue: 1, ...rules }
})

/** Values around each spec's range: inside, at and just past its limits, and a few of the wrong kind. */
function nearValue(spec: OptionSpec): fc.Arbitrary<unknown> {
  const wrong = fc.constantFrom<unknown>('1', 1.5, true, {})
  const value: fc.Arbitrary<unknown> =
    spec.type === 'int'
      ? fc.oneof(
          fc.integer({ min: spec.min - 3, max: spec.max + 3 }),
          fc.constantFrom(spec.min - 1, spec.min, spec.max, spec.max + 1),
          wrong
        )
      : spec.type === 'enum'
        ? fc.oneof(
            fc.constantFrom(...spec.choices.map((choice) => choice.value)),
            fc.integer({ min: 0, max: 6 }),
            wrong
          )
        : spec.type === 'record'
          ? fc.record(Object.fromEntries(spec.fields.map((field) => [field.key, nearValue(field)])))
          : wrong
  return spec.nullable ? fc.oneof(fc.constant(null), value, value) : value
}

const nearRules = fc.record(Object.fromEntries(sessionRuleSpecs().map((spec) => [spec.key, nearValue(spec)])))

function engineAccepts(rules: Record<string, unknown>): boolean {
  try {
    readTwoPlayerRules(rules)
    return true
  } catch {
    return false
  }
}

describe('session rules: one set of limits for the API and the engine', () => {
  it('presets.save refuses a threshold of 500, naming the field, and saves nothing', async () => {
    const { ctx, handlers } = await setUp()
    const before = dumpDatabase(ctx)
    const result = await dispatch(
      handlers,
      'presets.save',
      preset({ minScore: { threshold: 500, bonus: 10 }, doubling: null })
    )
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: 'rules.minScore.threshold' } })
    if (!result.ok) {
      expect(result.error.messageZh).toContain('rules.minScore.threshold')
      expect(result.error.messageEn).toContain('rules.minScore.threshold')
    }
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('the limits the API checks are the engine specs’ limits', async () => {
    const { handlers } = await setUp()
    for (const spec of sessionRuleSpecs()) {
      if (spec.type !== 'record') continue
      for (const field of spec.fields) {
        if (field.type !== 'int') continue
        const rule = (value: number) => ({
          ...Object.fromEntries(spec.fields.map((f) => [f.key, f.default])),
          [field.key]: value
        })
        for (const [value, ok] of [
          [field.min - 1, false],
          [field.min, true],
          [field.max, true],
          [field.max + 1, false]
        ] as const) {
          const result = await dispatch(handlers, 'presets.save', preset({ [spec.key]: rule(value) }))
          expect(result.ok, `${spec.key}.${field.key} = ${value}`).toBe(ok)
        }
      }
    }
  })

  it('every preset the API accepts opens a table and settles it; the API accepts what the engine accepts', async () => {
    const { handlers, playerIds } = await setUp()
    await fc.assert(
      fc.asyncProperty(nearRules, async (rules) => {
        const saved = await call(handlers, 'presets.save', preset(rules))
        expect(saved.ok, JSON.stringify(rules)).toBe(engineAccepts(rules))
        if (!saved.ok) return
        const opened = await call(handlers, 'sessions.create', {
          variant: saved.data.variant as 'sichuan',
          options: saved.data.options,
          playerIds,
          firstDealer: 0,
          rules: saved.data.rules
        })
        expect(opened.ok, JSON.stringify(opened)).toBe(true)
        if (!opened.ok) return
        const hand = { sessionId: opened.data.id, requestId: randomUUID(), hand: win(1, 0, { pattern: 'pinghu' }) }
        expect((await dispatch(handlers, 'hands.add', hand)).ok).toBe(true)
        const closed = await dispatch(handlers, 'sessions.close', { id: opened.data.id })
        expect(closed.ok, JSON.stringify(closed)).toBe(true)
      }),
      { numRuns: 80 }
    )
  })
})
