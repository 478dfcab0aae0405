/** 玩具麻将 Toy: a seventh variant that lives in the test tree, to show a variant is one folder and one registry line. */
import type { FieldSpec } from '../../../src-main/scoring/catalogTypes'
import { baseOption, plainDraw, winKind } from '../../../src-main/scoring/commonEvents'
import type { Parsed } from '../../../src-main/scoring/handChecks'
import { optInt, optionReader } from '../../../src-main/scoring/options'
import { defineTable, points, type Row } from '../../../src-main/scoring/tables'
import type { DrawEvent, Seat } from '../../../src-main/scoring/types'
import type { VariantDefinition } from '../../../src-main/scoring/variant'

export type HandId = 'plain' | 'pairs'

export interface ToyOptions {
  base: number
}

export interface Win {
  type: 'win'
  at: string
  winner: Seat
  from: Seat | null
  hand: Row<HandId>
}
export type ToyEvent = Win | Parsed<DrawEvent>

export const HANDS = defineTable<HandId>('hands', { zh: '牌型', en: 'Hands' }, { zh: '分', en: 'points' }, points, [
  { id: 'plain', zh: '平胡', en: 'Plain win', value: 1 },
  { id: 'pairs', zh: '七对', en: 'Seven pairs', value: 4, needs: 'selfDraw' }
])

const BASE = baseOption(100)

const HAND: FieldSpec = {
  name: 'hand',
  type: 'pattern',
  table: 'hands',
  required: false,
  default: 'plain',
  label: { zh: '牌型', en: 'Hand' }
}

export const SPEC: Omit<VariantDefinition<'toy', ToyOptions, ToyEvent>, 'score'> = {
  id: 'toy',
  name: { zh: '玩具麻将', en: 'Toy mahjong' },
  seats: [4],
  tiles: 136,
  summary: { zh: '只有平胡和七对的玩具玩法', en: 'A toy with only plain wins and seven pairs' },
  options: optionReader<ToyOptions>([BASE], (raw) => ({ base: optInt(raw.base, BASE) })),
  events: [
    winKind<Win>({ zh: '一局一位胡牌者', en: 'One winner a hand' }, [HAND]),
    plainDraw({ zh: '流局不计分', en: 'A draw pays nothing' })
  ],
  tables: [HANDS],
  scoring: [
    { zh: '放炮者付牌型分；自摸每家付牌型分。', en: 'The discarder pays the hand; on a self-draw, everyone does.' }
  ],
  playOnly: [{ zh: '不能吃。', en: 'No chows.' }]
}
