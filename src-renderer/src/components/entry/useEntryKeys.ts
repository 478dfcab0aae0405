import { onBeforeUnmount, onMounted } from 'vue'
import { seatOfArrow, seatOfWind } from '../shared/seatLayout'

export interface EntryKeyActions {
  seats: number
  /** The hand's dealer, for the wind letters. */
  dealer: number
  /** False once the entry is saved or closing: its keys then do nothing. */
  active(): boolean
  pickSeat(seat: number): void
  selfDraw(): void
  save(): void
  /** The win's tiles: T opens them; while open, notation keys (digits, m p s z) type into them. */
  tiles?: {
    open(): boolean
    available(): boolean
    type(key: string): void
  }
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/** A key of tile notation (`123m456p`). */
const NOTATION_KEY = /^[0-9mpsz]$/i

/** Wind letters as on the seat buttons: E 东, S 南, W 西, N 北. */
const WIND_LETTERS = ['e', 's', 'w', 'n']

/**
 * The entry's keys: 1–4, the arrow pointing at the seat on the square or the seat's wind letter
 * tap a seat; Z or Space is 自摸; Enter saves. Esc is the modal's own. Seat keys stay quiet while
 * a number is typed. T opens the win's tiles; while they are open, tile notation typed anywhere
 * (`123m`) goes to them, and the seats are tapped.
 */
export function useEntryKeys(actions: EntryKeyActions): void {
  function seatOfKey(key: string): number | null {
    const digit = Number(key)
    if (Number.isInteger(digit) && digit >= 1 && digit <= actions.seats) return digit - 1
    const wind = WIND_LETTERS.indexOf(key.toLowerCase())
    return wind >= 0 ? seatOfWind(wind, actions.dealer, actions.seats) : seatOfArrow(key, actions.seats)
  }

  function act(event: KeyboardEvent, action: () => void): void {
    // Captured before a focused button sees it, so Space or Enter never also clicks that button.
    event.preventDefault()
    event.stopPropagation()
    action()
  }

  function actionOf(event: KeyboardEvent): (() => void) | null {
    if (event.key === 'Enter') return actions.save
    if (isTyping(event.target)) return null
    const tiles = actions.tiles
    if (tiles?.open() && NOTATION_KEY.test(event.key)) return () => tiles.type(event.key.toLowerCase())
    if (tiles?.available() && event.key.toLowerCase() === 't') return () => tiles.type('')
    const seat = seatOfKey(event.key)
    if (seat !== null) return () => actions.pickSeat(seat)
    if (event.key === ' ' || event.key.toLowerCase() === 'z') return actions.selfDraw
    return null
  }

  function onKeydown(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return
    const action = actionOf(event)
    if (!action) return
    // Once saved or closing, the entry's keys still go nowhere else: a late Enter must neither save
    // again nor press the button the closing modal hands the focus back to.
    act(event, actions.active() ? action : () => {})
  }

  onMounted(() => window.addEventListener('keydown', onKeydown, true))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKeydown, true))
}
