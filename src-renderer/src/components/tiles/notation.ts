/**
 * Tile notation (RULES §1, §9) on the renderer side: `123m456p11z`, kinds 0..33 (1m..9m, 1p..9p,
 * 1s..9s, 1z..7z). The engine checks the hand; this only reads and writes what the host types.
 */
import type { WildKey } from '../../../../src-main/scoring'

const SUITS = 'mpsz'

export type MeldKind = 'chow' | 'pong' | 'kong' | 'concealedKong'
export const MELD_KINDS: readonly MeldKind[] = ['chow', 'pong', 'kong', 'concealedKong']

/** The tiles a hand gives on a win event (RULES §9). */
export interface TilesValue {
  concealed: string
  melds: { kind: MeldKind; tiles: string }[]
  winTile: string
  wild?: string
  turned?: string
  /** 役种: the tile that shows the 宝牌 (the next kind is the 宝牌, counted on dice 8). */
  doraIndicator?: string
}

/** The kinds of `text` in the order typed, or null when it is not tile notation. */
export function parseKinds(text: string): number[] | null {
  const kinds: number[] = []
  let digits: number[] = []
  for (const ch of text.trim()) {
    if (ch === ' ') continue
    if (ch >= '1' && ch <= '9') {
      digits.push(Number(ch) - 1)
      continue
    }
    const suit = SUITS.indexOf(ch.toLowerCase())
    if (suit < 0 || digits.length === 0) return null
    for (const d of digits) {
      if (suit === 3 && d > 6) return null
      kinds.push(9 * suit + d)
    }
    digits = []
  }
  return digits.length === 0 ? kinds : null
}

/** `5m`, `7z`. */
export function tileName(kind: number): string {
  return `${(kind % 9) + 1}${SUITS[Math.floor(kind / 9)]}`
}

export function kindOf(name: string): number {
  return parseKinds(name)?.[0] ?? -1
}

/** Kinds back to notation, sorted, suits in order: `123m11z`. */
export function formatKinds(kinds: readonly number[]): string {
  const sorted = [...kinds].sort((a, b) => a - b)
  let text = ''
  for (let suit = 0; suit < 4; suit++) {
    const digits = sorted.filter((k) => Math.floor(k / 9) === suit).map((k) => String((k % 9) + 1))
    if (digits.length) text += digits.join('') + SUITS[suit]
  }
  return text
}

/** The tiles of a meld of `kind` started from the tapped tile, or null when there is none (a chow past 7). */
export function meldKinds(kind: MeldKind, first: number): number[] | null {
  if (kind !== 'chow') return new Array<number>(kind === 'pong' ? 3 : 4).fill(first)
  return first < 27 && first % 9 <= 6 ? [first, first + 1, first + 2] : null
}

/** Every tile the hand holds, melds included. */
export function allKinds(value: TilesValue): number[] {
  return [value.concealed, ...value.melds.map((meld) => meld.tiles)].flatMap((text) => parseKinds(text) ?? [])
}

/** The tiles a saved win event gave, if it gave any. */
export function tilesOfEvent(event: unknown): TilesValue | undefined {
  const tiles = (event as { type?: string; tiles?: unknown } | undefined)?.tiles
  return tiles && typeof tiles === 'object' ? (tiles as TilesValue) : undefined
}

/** The wild tile named in the hand's wins, to carry to the next hand. */
export function wildOfHand(events: readonly unknown[] | undefined, key: WildKey | null): string | null {
  if (!key || !events) return null
  for (const event of events) {
    const named = tilesOfEvent(event)?.[key]
    if (named) return named
  }
  return null
}

/** A tenpai seat's hand listed on a draw for 查叫 (RULES §9): no winning tile. */
export interface DrawHand {
  seat: number
  tiles: { concealed: string; melds: TilesValue['melds'] }
}

/** The hands a draw event lists, if any. */
export function handsOfEvent(event: unknown): DrawHand[] {
  const hands = (event as { hands?: unknown } | undefined)?.hands
  return Array.isArray(hands) ? (hands as DrawHand[]) : []
}

export interface ShownTiles {
  seat: number
  /** A draw's hand has an empty `winTile`. */
  tiles: TilesValue
}

/** A hand's tiles to show: each win given by its tiles (its winner's) and each draw hand listed. */
export function shownTiles(events: readonly unknown[]): ShownTiles[] {
  return events.flatMap((event) => {
    const won = tilesOfEvent(event)
    if (won) return [{ seat: (event as { winner: number }).winner, tiles: won }]
    return handsOfEvent(event).map((hand) => ({ seat: hand.seat, tiles: { ...hand.tiles, winTile: '' } }))
  })
}
