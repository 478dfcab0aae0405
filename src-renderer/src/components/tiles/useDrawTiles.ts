import { computed, watch } from 'vue'
import type { JsonValue } from '../../../../src-main/scoring'
import { DRAW_EVENT } from '../entry/draft'
import type { EntryState } from '../entry/useEntryDraft'
import { handsOfEvent, type DrawHand } from './notation'

const TENPAI_FIELD = 'tenpai'

/**
 * A draw's tenpai hands by their tiles (四川, 安顺): each seat is given one way, by tiles or by a
 * typed 查叫 value, so giving one drops the other. `drawHands`: the variant's draws take them (catalog tile rules).
 */
export function useDrawTiles(entry: EntryState, drawHands: boolean) {
  const draw = computed(() => (entry.outcome.value.type === DRAW_EVENT && drawHands ? entry.outcome.value : null))
  const hands = computed(() => handsOfEvent(draw.value?.values))
  const typedSeats = computed(() => {
    const typed = draw.value?.values[TENPAI_FIELD]
    return Array.isArray(typed) ? typed.map((item) => (item as { seat: number }).seat) : []
  })

  function setHands(next: DrawHand[]): void {
    const event = draw.value
    if (!event) return
    entry.setField(event, 'hands', next.length > 0 ? (next as unknown as JsonValue) : undefined)
    const typed = event.values[TENPAI_FIELD]
    if (Array.isArray(typed))
      entry.setField(
        event,
        TENPAI_FIELD,
        typed.filter((item) => !next.some((hand) => hand.seat === (item as { seat: number }).seat))
      )
  }

  watch(typedSeats, (seats) => {
    const kept = hands.value.filter((hand) => !seats.includes(hand.seat))
    if (kept.length !== hands.value.length) setHands(kept)
  })

  return { draw, hands, setHands }
}
