/** Two-player session rules (RULES.md §8): 低于多少分加分 and 翻倍, options of every variant. */
import type { EnumOptionSpec, IntOptionSpec, OptionSpec, RecordOptionSpec } from './catalogTypes'
import { checkedOptions, optChoice, optInt, optIntOrNull, type RawOptions } from './options'
import type { SessionAdjustment } from './types'

// Type aliases, not interfaces: the rules are plain JSON and pass as `settleSession` options.
export type MinScoreRule = {
  threshold: number
  bonus: number
}

export type DoublingRule = {
  factor: 2 | 3 | 4
  maxDiff: number | null
}

/** The two-player session rules (RULES.md §8) as a table keeps them; the app's SessionRules add money rules. */
export interface TwoPlayerRules {
  minScore: MinScoreRule | null
  doubling: DoublingRule | null
}

const THRESHOLD: IntOptionSpec = {
  key: 'threshold',
  type: 'int',
  default: 10,
  min: 1,
  max: 100,
  label: { zh: '分数线', en: 'Threshold' },
  help: { zh: '领先者低于此分时加分', en: 'The bonus applies below this total' }
}

const BONUS: IntOptionSpec = {
  key: 'bonus',
  type: 'int',
  default: 10,
  min: 1,
  max: 100,
  label: { zh: '加分', en: 'Bonus' },
  help: { zh: '赢家多得、输家多付的分数', en: 'Points the leader gains and the other loses' }
}

const FACTOR: EnumOptionSpec = {
  key: 'factor',
  type: 'enum',
  default: 2,
  choices: [
    { value: 2, label: { zh: '2 倍', en: '×2' } },
    { value: 3, label: { zh: '3 倍', en: '×3' } },
    { value: 4, label: { zh: '4 倍', en: '×4' } }
  ],
  label: { zh: '倍数', en: 'Factor' },
  help: { zh: '总分乘以的倍数', en: 'What both totals are multiplied by' }
}

const MAX_DIFF: IntOptionSpec = {
  key: 'maxDiff',
  type: 'int',
  nullable: true,
  nullLabel: { zh: '不限分', en: 'No limit' },
  default: 20,
  min: 1,
  max: 100,
  label: { zh: '分差小于', en: 'Difference below' },
  help: {
    zh: '两人分差小于此值才翻倍；不限分 = 总是翻倍',
    en: 'Doubles only when the totals differ by less; no limit = always'
  }
}

const MIN_SCORE: RecordOptionSpec = {
  key: 'minScore',
  type: 'record',
  nullable: true,
  default: null,
  nullLabel: { zh: '不加分', en: 'Off' },
  label: { zh: '低于多少分加分（2 人）', en: 'Low-score bonus (2 players)' },
  help: {
    zh: '仅 2 人对局。大结算时，若领先者总分大于 0 且低于「分数线」，领先者再加「加分」，另一人再减同样的分。',
    en: 'Two players only. At the end of the session, if the leader is above 0 but below the threshold, the leader gets the bonus more and the other player that much less.'
  },
  fields: [THRESHOLD, BONUS]
}

const DOUBLING: RecordOptionSpec = {
  key: 'doubling',
  type: 'record',
  nullable: true,
  default: null,
  nullLabel: { zh: '不翻倍', en: 'Off' },
  label: { zh: '翻倍（2 人）', en: 'Doubling (2 players)' },
  help: {
    zh: '仅 2 人对局。在低分加分之后，若两人总分之差小于「分差」（或选不限分），两人总分都乘以倍数。',
    en: 'Two players only. After the low-score bonus, if the two totals differ by less than the limit (or always, with no limit), both totals are multiplied by the factor.'
  },
  fields: [FACTOR, MAX_DIFF]
}

/** The specs of the session rules: the one set of limits, published in the catalog and read below. */
export const SESSION_OPTIONS: OptionSpec[] = [MIN_SCORE, DOUBLING]

/** The session rules' specs, a fresh copy each call (the engine reads with the originals). */
export function sessionRuleSpecs(): OptionSpec[] {
  return structuredClone(SESSION_OPTIONS)
}

export const SESSION_KEYS: ReadonlySet<string> = new Set(SESSION_OPTIONS.map((spec) => spec.key))
const MIN_SCORE_KEYS = new Set(MIN_SCORE.fields.map((f) => f.key))
const DOUBLING_KEYS = new Set(DOUBLING.fields.map((f) => f.key))

/** The session rules among options already checked for unknown keys (a session's, or a hand's that carries them). */
export function readTwoPlayerOptions(raw: RawOptions | null): TwoPlayerRules {
  if (raw === null) return { minScore: null, doubling: null }
  return { minScore: readMinScore(raw.minScore), doubling: readDoubling(raw.doubling) }
}

/** `{ minScore, doubling }` on their own, checked: unknown keys and values out of range are errors. */
export function readTwoPlayerRules(raw: unknown): TwoPlayerRules {
  return readTwoPlayerOptions(checkedOptions(raw, SESSION_KEYS, 'session rules'))
}

function readMinScore(value: unknown): MinScoreRule | null {
  const raw = checkedOptions(value, MIN_SCORE_KEYS, 'minScore', 'options.minScore')
  if (raw === null) return null
  return {
    threshold: optInt(raw.threshold, THRESHOLD, 'options.minScore'),
    bonus: optInt(raw.bonus, BONUS, 'options.minScore')
  }
}

function readDoubling(value: unknown): DoublingRule | null {
  const raw = checkedOptions(value, DOUBLING_KEYS, 'doubling', 'options.doubling')
  if (raw === null) return null
  return {
    factor: optChoice<2 | 3 | 4>(raw.factor, FACTOR, 'options.doubling'),
    maxDiff: optIntOrNull(raw.maxDiff, MAX_DIFF, 'options.doubling')
  }
}

/** Applies minScore then doubling to a two-player session's raw totals. */
export function applySessionRules(
  raw: readonly number[],
  rules: TwoPlayerRules
): { adjustments: SessionAdjustment[]; totals: number[] } {
  const totals = raw.slice()
  const adjustments: SessionAdjustment[] = []
  if (totals.length !== 2) return { adjustments, totals }
  const { minScore, doubling } = rules
  if (minScore && totals[0] !== totals[1]) {
    const leader = totals[0] > totals[1] ? 0 : 1
    if (totals[leader] > 0 && totals[leader] < minScore.threshold) {
      const deltas = leader === 0 ? [minScore.bonus, -minScore.bonus] : [-minScore.bonus, minScore.bonus]
      adjustments.push({ rule: 'minScore', deltas })
      totals[0] += deltas[0]
      totals[1] += deltas[1]
    }
  }
  if (doubling && (doubling.maxDiff === null || Math.abs(totals[0] - totals[1]) < doubling.maxDiff)) {
    const deltas = [totals[0] * (doubling.factor - 1), totals[1] * (doubling.factor - 1)]
    adjustments.push({ rule: 'doubling', deltas })
    totals[0] += deltas[0]
    totals[1] += deltas[1]
  }
  return { adjustments, totals }
}
