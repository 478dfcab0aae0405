import type { HandInput, HandResult } from '../../../../src-main/scoring'

/** The hand as if its fields had been typed: each win given by tiles takes the fields its tiles showed. */
export function withDerived(input: HandInput, result: HandResult): HandInput {
  const wins = result.tiles?.wins ?? []
  if (wins.length === 0) return input
  const events = input.events.map((event, i) => {
    const win = wins.find((candidate) => candidate.event === i)
    return win ? { ...event, ...win.derived } : event
  }) as HandInput['events']
  return { ...input, events }
}
