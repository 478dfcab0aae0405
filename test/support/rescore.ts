/**
 * Every result the engine gives for a fixed set of inputs, as one digest per input: the fixture
 * pool (test/fixtures/cases), three seeded random pools, and the first of them with one field of
 * one event taken out or spoiled (so refusals are compared too). A refactor of the engine must
 * leave every digest as it was: results, reasons and error messages included.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { scoreHand, settleSession, type HandInput, type SessionInput } from '../../src-main/scoring'
import { makeRandomHands, seededRng } from './randomHands'

export const RESCORE_SEEDS = [1, 7, 20240601] as const
const POOL_SIZE = 2000
const SPOILED = [null, -1, 99, 'x', [], {}, true] as const

const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)

function outcome(run: () => unknown): unknown {
  try {
    return run()
  } catch (error) {
    return { thrown: error instanceof Error ? { ...error, name: error.name, message: error.message } : error }
  }
}

function fixtureInputs(): { file: string; input: unknown }[] {
  const dir = new URL('../fixtures/cases/', import.meta.url)
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) =>
      (JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { input: unknown }[]).map((c) => ({
        file,
        input: c.input
      }))
    )
}

/** A copy of `hand` with one field of one event removed or given a wrong value. */
function spoiled(hand: HandInput, rng: { int(min: number, max: number): number }): HandInput {
  const copy = structuredClone(hand) as unknown as { events: Record<string, unknown>[] }
  const event = copy.events[rng.int(0, copy.events.length - 1)]
  const keys = Object.keys(event).filter((k) => k !== 'type')
  if (keys.length === 0) return copy as unknown as HandInput
  const key = keys[rng.int(0, keys.length - 1)]
  const choice = rng.int(0, SPOILED.length)
  if (choice === SPOILED.length) delete event[key]
  else event[key] = SPOILED[choice]
  return copy as unknown as HandInput
}

/** Pool name → one digest per input, in order. */
export function rescoreDigests(): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  out.fixtures = fixtureInputs().map(({ file, input }) =>
    digest(
      outcome(() => (file === 'session.json' ? settleSession(input as SessionInput) : scoreHand(input as HandInput)))
    )
  )
  for (const seed of RESCORE_SEEDS)
    out[`random${seed}`] = makeRandomHands(POOL_SIZE, seed).map((h) => digest(outcome(() => scoreHand(h))))
  const rng = seededRng(99)
  out.spoiled = makeRandomHands(POOL_SIZE, RESCORE_SEEDS[0]).map((h) =>
    digest(outcome(() => scoreHand(spoiled(h, rng))))
  )
  return out
}
