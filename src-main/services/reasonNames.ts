/** Reasons and refusals as the players read them: each seat they mention is named by its player. */
import { nameSeats, nameSeatsIn, ScoringError, type HandResult } from '../scoring'

/** The result with every transfer's reason naming the players (`names` by seat). */
export function withPlayerNames<R extends Pick<HandResult, 'transfers'>>(result: R, names: readonly string[]): R {
  return { ...result, transfers: result.transfers.map((transfer) => nameSeats(transfer, names)) }
}

/** The engine's refusal with every seat it mentions named. */
export function refusalNamingPlayers(error: ScoringError, names: readonly string[]): ScoringError {
  return new ScoringError(
    error.code,
    nameSeatsIn(error.message, 'en', names),
    nameSeatsIn(error.messageZh, 'zh', names),
    error.path
  )
}
