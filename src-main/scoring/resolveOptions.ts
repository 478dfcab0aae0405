/** A table's options checked once, when the table opens, with every default filled in. */
import { asScoringError, readSeatCount, readVariant } from './hand'

export function resolveOptions(variant: string, seats: number, options: unknown): Record<string, unknown> {
  try {
    const definition = readVariant(variant)
    readSeatCount(definition, seats)
    return definition.allOptions(options) as Record<string, unknown>
  } catch (error) {
    throw asScoringError(error)
  }
}
