/**
 * The tile reader (RULES §9), for the engine, tools and benchmarks. Counts are 34 numbers
 * (1m..9m, 1p..9p, 1s..9s, 1z..7z) of the tiles held, wild tiles apart; `wilds` is how many
 * wild tiles the hand holds; `shapes` is a sum of STANDARD, SEVEN_PAIRS, THIRTEEN_ORPHANS.
 */
export { parseTiles, formatCounts, tileName } from './notation'
export { isWinning, winningTiles, STANDARD, SEVEN_PAIRS, THIRTEEN_ORPHANS, DEFAULT_SHAPES } from './win'
export { readings, type Reading, type ReadSet, type ReadPair, type Meld, type MeldKind, type Form } from './readings'
