/**
 * A table's hand options checked once, when the table opens, with every default filled in. The
 * session rules (`minScore`, `doubling`) are not among them: they are read by `readTwoPlayerRules`.
 */
import type { JsonValue } from './catalogTypes'
import { asScoringError, readSeatCount, readVariant } from './hand'

export function resolveOptions(variant: string, seats: number, options: unknown): Record<string, JsonValue> {
  try {
    const definition = readVariant(variant)
    readSeatCount(definition, seats)
    return { ...(definition.handOptions(options) as Record<string, JsonValue>) }
  } catch (error) {
    throw asScoringError(error)
  }
}
