/** catalog(): complete, JSON, and the very specs the engine validates with. */
import { describe, expect, it } from 'vitest'
import {
  ENGINE_VERSION,
  catalog,
  scoreHand,
  ScoringError,
  type FieldSpec,
  type HandInput
} from '../../../src-main/scoring'
import { RANDOM_HAND, VARIANT_IDS, seededRng } from '../../support/randomHands'

const cat = catalog()

it('is plain JSON and a fresh copy each call', () => {
  expect(JSON.parse(JSON.stringify(cat))).toEqual(cat)
  cat.variants[0].name.zh = 'changed'
  expect(catalog().variants[0].name.zh).toBe('杭州麻将')
  expect(cat.engineVersion).toBe(ENGINE_VERSION)
})

it('lists the six variants and the session rules', () => {
  expect(cat.variants.map((v) => v.id)).toEqual(VARIANT_IDS)
  expect(cat.sessionRules.map((o) => o.key)).toEqual(['minScore', 'doubling'])
  expect(catalog().variants.find((v) => v.id === 'anshun')?.seats).toEqual([4])
})

describe.each(VARIANT_IDS)('%s', (id) => {
  const variant = cat.variants.find((v) => v.id === id)!
  const tableIds = new Set(variant.tables.map((t) => t.id))

  it('has names, texts and rules in both languages', () => {
    const texts = [variant.name, variant.summary, ...variant.scoring, ...variant.playOnly]
    for (const option of variant.options) texts.push(option.label, option.help)
    for (const event of variant.events) texts.push(event.label, event.help, ...event.fields.map((f) => f.label))
    for (const table of variant.tables)
      texts.push(table.name, table.unit, ...table.entries.flatMap((e) => [e.name, e.valueText]))
    for (const text of texts) {
      expect(text.zh.length).toBeGreaterThan(0)
      expect(text.en.length).toBeGreaterThan(0)
    }
    expect(variant.playOnly.length).toBeGreaterThan(0)
  })

  it('has a win or draw event and fields whose tables exist', () => {
    const types = variant.events.map((e) => e.type)
    expect(types).toContain('win')
    expect(types).toContain('draw')
    for (const field of variant.events.flatMap((e) => e.fields)) {
      if (field.table) expect(tableIds.has(field.table)).toBe(true)
      if (field.type === 'enum') expect(field.choices?.length).toBeGreaterThan(0)
      if (!field.required) expect(field).toHaveProperty('default')
    }
  })

  it('scores hands with every option at its default', () => {
    const defaults = Object.fromEntries(variant.options.map((o) => [o.key, o.default]))
    expect(() =>
      scoreHand({
        variant: id,
        options: defaults,
        seats: 4,
        dealer: 0,
        dealerStreak: 1,
        events: [{ type: 'win', winner: 1 }]
      } as HandInput)
    ).not.toThrow()
  })

  it('checks every field it lists: a bad value names that very field', () => {
    const rng = seededRng(11)
    const seen = new Map<string, { hand: HandInput; index: number }>()
    for (let i = 0; i < 400 && seen.size < variant.events.length; i++) {
      const hand = RANDOM_HAND[id](rng)
      hand.events.forEach((event, index) => {
        if (!seen.has(event.type)) seen.set(event.type, { hand, index })
      })
    }
    for (const spec of variant.events) {
      const sample = seen.get(spec.type)
      expect(sample, spec.type).toBeDefined()
      for (const field of spec.fields) {
        const hand = structuredClone(sample!.hand) as unknown as { events: Record<string, unknown>[] }
        hand.events[sample!.index][field.name] = badValue(field)
        let error: unknown
        try {
          scoreHand(hand as unknown as HandInput)
        } catch (e) {
          error = e
        }
        expect(error, `${spec.type}.${field.name}`).toBeInstanceOf(ScoringError)
        expect((error as ScoringError).path, `${spec.type}.${field.name}`).toMatch(
          new RegExp(`^events\\[${sample!.index}\\]\\.${field.name}\\b`)
        )
      }
    }
  })
})

/** A value the field's type can never take. */
function badValue(field: FieldSpec): unknown {
  switch (field.type) {
    case 'seat':
    case 'seatOrNull':
    case 'seatOrSelfDraw':
      return 99
    case 'seatList':
      return [99]
    case 'boolean':
      return 'yes'
    case 'int':
      return 0.5
    case 'enum':
      return 'no such choice'
    case 'pattern':
      return 'no such pattern'
    case 'patternList':
      return ['no such pattern']
    case 'birdRanks':
      return [0]
    case 'perSeatInt':
      return [99]
    case 'tenpaiList':
    case 'chickenList':
      return [{ seat: 99 }]
    case 'contract':
      return { taker: 99, feeder: 0 }
    case 'tileOrNull':
      return '0x'
  }
}

it('lists every reason code the engine uses', () => {
  const codes = new Set(cat.reasonCodes.map((r) => r.code))
  const rng = seededRng(5)
  for (let i = 0; i < 3000; i++) {
    const hand = RANDOM_HAND[VARIANT_IDS[i % 6]](rng)
    for (const t of scoreHand(hand).transfers) expect(codes.has(t.code), t.code).toBe(true)
  }
})
