/** The reason texts of transfers, in Chinese and English side by side, built as each hand is scored. */
import type { Text } from './catalogTypes'
import type { Transfer } from './types'

/** A name written after its number, like 根 in `1根`. */
export interface UnitName extends Text {
  unit: true
}

/** A term without a name: just its number. */
export const NUMBER: Text = { zh: '', en: '' }

function termZh(name: Text, value: number): string {
  if (name === NUMBER) return `${value}`
  return (name as UnitName).unit ? `${value}${name.zh}` : `${name.zh} ${value}`
}

function termEn(name: Text, value: number): string {
  if (name === NUMBER) return `${value}`
  return (name as UnitName).unit ? `${value} ${name.en}` : `${name.en} ${value}`
}

/**
 * A formula like `清一色 3 + 1根 = 4` or `七对 2 × 暴头 2 = 4`: named terms joined by an
 * operator, with `= total` once it has more than one term. Every step returns a new formula.
 */
export class Formula {
  private constructor(
    readonly zh: string,
    readonly en: string,
    private readonly terms: number
  ) {}

  /** A formula of one term, like `清一色 3`. */
  static of(name: Text, value: number): Formula {
    return new Formula(termZh(name, value), termEn(name, value), 1)
  }

  plus(name: Text, value: number): Formula {
    return new Formula(`${this.zh} + ${termZh(name, value)}`, `${this.en} + ${termEn(name, value)}`, this.terms + 1)
  }

  times(name: Text, value: number): Formula {
    return new Formula(`${this.zh} × ${termZh(name, value)}`, `${this.en} × ${termEn(name, value)}`, this.terms + 1)
  }

  /** Appends a remark that is not a term, like `→ 上限 10`. */
  then(name: Text, value: number): Formula {
    return new Formula(`${this.zh} ${termZh(name, value)}`, `${this.en} ${termEn(name, value)}`, this.terms)
  }

  /** `× 底分 b` when the base stake is not 1; `name` says what the variant calls it. */
  base(base: number, name: Text = BASE): Formula {
    return base === 1 ? this : this.times(name, base)
  }

  /** Closes the formula with `= total` when it has several terms; later terms start anew. */
  equals(total: number): Formula {
    return this.terms === 1 ? this : new Formula(`${this.zh} = ${total}`, `${this.en} = ${total}`, 1)
  }

  /** The text with a label in front, like `自摸 清一色 3`. */
  after(label: Text): Text {
    return { zh: `${label.zh} ${this.zh}`, en: `${label.en} ${this.en}` }
  }
}

const BASE: Text = { zh: '底分', en: 'base' }

/** Labels of a payment, put in front of its formula. */
export const SELF_DRAW: Text = { zh: '自摸', en: 'Self-draw' }
export const DEAL_IN: Text = { zh: '点炮', en: 'Deal-in' }

/** Seats are numbered from 1 in text, as the entry pad shows them. */
export const seatZh = (seat: number): string => `座位 ${seat + 1}`
export const seatEn = (seat: number): string => `seat ${seat + 1}`

/** The seats as `seatZh` / `seatEn` write them, to be named when the table's players are known. */
const SEAT_IN = { zh: /座位 (\d+)/g, en: /\bseat (\d+)\b/g }

/** The text with every seat it mentions (as `seatZh` / `seatEn` write it) replaced by `names[seat]`. */
export function nameSeatsIn(text: string, language: 'zh' | 'en', names: readonly string[]): string {
  return text.replace(SEAT_IN[language], (whole, number: string) => names[Number(number) - 1] ?? whole)
}

/**
 * The transfer with every seat its reason mentions named. Stored results keep the seat numbers,
 * so a player's name is never frozen into the data.
 */
export function nameSeats(transfer: Transfer, names: readonly string[]): Transfer {
  return {
    ...transfer,
    reason: nameSeatsIn(transfer.reason, 'zh', names),
    reasonEn: nameSeatsIn(transfer.reasonEn, 'en', names)
  }
}

/** One label per seat, built once: `labelOf(seat)` for `seat` 0..3. */
export function seatLabels(labelOf: (seat: number) => Text): readonly Text[] {
  return [0, 1, 2, 3].map(labelOf)
}
