/**
 * Reasons as the players read them: the engine writes a seat it mentions as `座位 N` / `seat N`
 * (numbered from 1); a table's views name the player in that seat instead. Stored results keep
 * the engine's text, so a name is never frozen into the data.
 */
import type { HandResult, Transfer } from '../scoring'

const SEAT_ZH = /座位 ?(\d+)/g
const SEAT_EN = /\b[Ss]eat (\d+)\b/g

function named(text: string, pattern: RegExp, names: readonly string[]): string {
  return text.replace(pattern, (whole, number: string) => names[Number(number) - 1] ?? whole)
}

export function namedTransfer(transfer: Transfer, names: readonly string[]): Transfer {
  return {
    ...transfer,
    reason: named(transfer.reason, SEAT_ZH, names),
    reasonEn: named(transfer.reasonEn, SEAT_EN, names)
  }
}

/** The result with every transfer's reason naming the players (`names` by seat). */
export function withPlayerNames<R extends Pick<HandResult, 'transfers'>>(result: R, names: readonly string[]): R {
  return { ...result, transfers: result.transfers.map((transfer) => namedTransfer(transfer, names)) }
}
