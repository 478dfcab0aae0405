/**
 * The scoring engine (RULES.md): pure functions from plain JSON to plain JSON.
 * - scoreHand(input): one hand's transfers, deltas and next dealer; throws ScoringError on bad input.
 * - settleSession(input): a session's totals with the two-player session rules.
 * - catalog(): variants, options, event fields, pattern tables and rule texts for the UI.
 * - isVariantId(id) / takesSupporters(id): whether the registry has that variant, and whether its hands take supporters.
 * - resolveOptions(variant, seats, options): a table's hand options, checked, defaults filled in.
 * - sessionRuleSpecs() / readTwoPlayerRules(raw): the two-player session rules (`minScore`,
 *   `doubling`): their specs, the one set of limits (for input schemas), and their reader.
 */
export { scoreHand } from './hand'
export { resolveOptions } from './resolveOptions'
export {
  readTwoPlayerRules,
  sessionRuleSpecs,
  type DoublingRule,
  type MinScoreRule,
  type TwoPlayerRules
} from './sessionRules'
export { settleSession } from './session'
export { catalog } from './catalog'
export { isVariantId, takesSupporters, type VariantId } from './variants'
export { ScoringError, type ErrorCode } from './errors'
export { ENGINE_VERSION } from './version'
export { nameSeats, nameSeatsIn } from './reasons'
export type * from './types'
export type * from './catalogTypes'
