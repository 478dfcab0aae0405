/** Tile notation (RULES §1, §9): digits then a suit letter, `123m456p789s11z`. */

const SUITS = 'mpsz'

/** The kinds of `text` in order, or null when it is not tile notation. */
export function parseKinds(text: string): number[] | null {
  const kinds: number[] = []
  let digits: number[] = []
  for (const ch of text) {
    if (ch === ' ') continue
    if (ch >= '1' && ch <= '9') {
      digits.push(ch.charCodeAt(0) - 49)
      continue
    }
    const suit = SUITS.indexOf(ch)
    if (suit < 0 || digits.length === 0) return null
    for (const d of digits) {
      if (suit === 3 && d > 6) return null
      kinds.push(9 * suit + d)
    }
    digits = []
  }
  return digits.length === 0 ? kinds : null
}

/** The 34 counts (1m..9m, 1p..9p, 1s..9s, 1z..7z) of `text`; throws on text that is not tile notation. */
export function parseTiles(text: string): number[] {
  const kinds = parseKinds(text)
  if (kinds === null) throw new Error(`not tile notation: ${JSON.stringify(text)}`)
  return countsOf(kinds)
}

export function countsOf(kinds: readonly number[]): number[] {
  const counts = new Array<number>(34).fill(0)
  for (const k of kinds) counts[k]++
  return counts
}

/** `5m`, `7z`. */
export function tileName(kind: number): string {
  return `${(kind % 9) + 1}${SUITS[Math.floor(kind / 9)]}`
}

/** Counts back to notation, suits in order: `123m11z`. */
export function formatCounts(counts: ArrayLike<number>): string {
  let text = ''
  for (let suit = 0; suit < 4; suit++) {
    let digits = ''
    for (let d = 0; d < (suit < 3 ? 9 : 7); d++) digits += String(d + 1).repeat(counts[9 * suit + d])
    if (digits) text += digits + SUITS[suit]
  }
  return text
}
