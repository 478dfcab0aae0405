/** Reasons as the players read them: each seat a reason mentions is named by its player. */
import { nameSeats, type HandResult } from '../scoring'

/** The result with every transfer's reason naming the players (`names` by seat). */
export function withPlayerNames<R extends Pick<HandResult, 'transfers'>>(result: R, names: readonly string[]): R {
  return { ...result, transfers: result.transfers.map((transfer) => nameSeats(transfer, names)) }
}
