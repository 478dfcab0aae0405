/**
 * Hand entry for the fake main process: hands.preview and hands.add over the fake sessions
 * (fakeSessions.ts), scored by the real (pure) engine so previews and errors are the engine's.
 */
import type { HandDraft } from '../../../src-main/services/hands'
import type { SessionView } from '../../../src-main/services/sessions'
import { scoreHand, ScoringError, type HandInput } from '../../../src-main/scoring'
import type { FakeHandlers } from './fakeApi'
import { FakeApiFailure, type createFakeSessions } from './fakeSessions'

type FakeSessions = ReturnType<typeof createFakeSessions>

function engine<T>(work: () => T): T {
  try {
    return work()
  } catch (error) {
    if (error instanceof ScoringError)
      throw new FakeApiFailure({ code: error.code, message: error.messageZh, messageEn: error.message })
    throw error
  }
}

function inputOf(view: SessionView, hand: HandDraft): HandInput {
  return {
    variant: view.variant as HandInput['variant'],
    options: view.options as HandInput['options'],
    seats: view.seats,
    dealer: view.dealer,
    dealerStreak: view.dealerStreak,
    events: hand.events as HandInput['events']
  }
}

/** `tables` is asked for lazily: the fake sessions exist only once the fake API is made. */
export function handHandlers(tables: () => FakeSessions): FakeHandlers {
  const session = (id: unknown) => tables().sessions.find((view) => view.id === id)!
  return {
    'hands.preview': ({ sessionId, hand }) => {
      const input = inputOf(session(sessionId), hand as HandDraft)
      return { input, result: engine(() => scoreHand(input)) }
    },
    'hands.add': ({ sessionId, hand }) => {
      const view = engine(() =>
        tables().addHand(sessionId as number, (hand as HandDraft).events as HandInput['events'])
      )
      const added = view.hands.at(-1)!
      const after = { dealer: added.input.dealer, dealerStreak: added.input.dealerStreak, deltas: added.result.deltas }
      return { session: view, changes: [{ handId: added.id, seq: added.seq, before: null, after }] }
    }
  }
}
