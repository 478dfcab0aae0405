/**
 * The reason texts of transfers, in Chinese and English side by side.
 *
 * Building texts is the costly part of scoring a hand, and the same few texts come back hand
 * after hand. So a formula is an immutable node of a shared tree: each step (a term added, a
 * total closed, a label put in front) is looked up among the steps taken from that node before,
 * and a text is built only the first time it is needed.
 */
import type { Text } from './catalogTypes'

/** A name written after its number, like 根 in `1根`. */
export interface UnitName extends Text {
  unit: true
}

/** A term without a name: just its number. */
export const NUMBER: Text = { zh: '', en: '' }

type Steps = Map<Text, Map<number, Formula>>

/** How many formulas may be remembered before the tree is dropped and grown again. */
const FORMULA_LIMIT = 50_000
let remembered = 0
let roots: Steps = new Map()

function termZh(name: Text, value: number): string {
  if (name === NUMBER) return String(value)
  return (name as UnitName).unit ? `${value}${name.zh}` : `${name.zh} ${value}`
}

function termEn(name: Text, value: number): string {
  if (name === NUMBER) return String(value)
  return (name as UnitName).unit ? `${value} ${name.en}` : `${name.en} ${value}`
}

function recall(steps: Steps, name: Text, value: number): Formula | undefined {
  return steps.get(name)?.get(value)
}

function remember(steps: Steps, name: Text, value: number, formula: Formula): Formula {
  if (++remembered > FORMULA_LIMIT) {
    remembered = 0
    roots = new Map()
  }
  let byValue = steps.get(name)
  if (!byValue) steps.set(name, (byValue = new Map()))
  byValue.set(value, formula)
  return formula
}

/**
 * A formula like `清一色 3 + 1根 = 4` or `七对 2 × 暴头 2 = 4`: named terms joined by an
 * operator, with `= total` once it has more than one term. Every step returns a new formula.
 */
export class Formula {
  private plusSteps: Steps | null = null
  private timesSteps: Steps | null = null
  private thenSteps: Steps | null = null
  private totals: Map<number, Formula> | null = null
  private labels: Map<Text, Text> | null = null

  private constructor(
    readonly zh: string,
    readonly en: string,
    private readonly terms: number,
  ) {}

  /** A formula of one term, like `清一色 3`. */
  static of(name: Text, value: number): Formula {
    return recall(roots, name, value) ?? remember(roots, name, value, new Formula(termZh(name, value), termEn(name, value), 1))
  }

  plus(name: Text, value: number): Formula {
    const steps = (this.plusSteps ??= new Map())
    return (
      recall(steps, name, value) ??
      remember(steps, name, value, new Formula(`${this.zh} + ${termZh(name, value)}`, `${this.en} + ${termEn(name, value)}`, this.terms + 1))
    )
  }

  times(name: Text, value: number): Formula {
    const steps = (this.timesSteps ??= new Map())
    return (
      recall(steps, name, value) ??
      remember(steps, name, value, new Formula(`${this.zh} × ${termZh(name, value)}`, `${this.en} × ${termEn(name, value)}`, this.terms + 1))
    )
  }

  /** Appends a remark that is not a term, like `→ 上限 10`. */
  then(name: Text, value: number): Formula {
    const steps = (this.thenSteps ??= new Map())
    return (
      recall(steps, name, value) ??
      remember(steps, name, value, new Formula(`${this.zh} ${termZh(name, value)}`, `${this.en} ${termEn(name, value)}`, this.terms))
    )
  }

  /** `× 底分 b` when the base stake is not 1; `name` says what the variant calls it. */
  base(base: number, name: Text = BASE): Formula {
    return base === 1 ? this : this.times(name, base)
  }

  /** Closes the formula with `= total` when it has several terms; later terms start anew. */
  equals(total: number): Formula {
    if (this.terms === 1) return this
    const totals = (this.totals ??= new Map())
    let closed = totals.get(total)
    if (!closed) totals.set(total, (closed = new Formula(`${this.zh} = ${total}`, `${this.en} = ${total}`, 1)))
    return closed
  }

  /** The text with a label in front, like `自摸 清一色 3`. */
  after(label: Text): Text {
    const labels = (this.labels ??= new Map())
    let text = labels.get(label)
    if (!text) labels.set(label, (text = { zh: `${label.zh} ${this.zh}`, en: `${label.en} ${this.en}` }))
    return text
  }
}

export const BASE: Text = { zh: '底分', en: 'base' }

/** Labels of a payment, put in front of its formula. */
export const SELF_DRAW: Text = { zh: '自摸', en: 'Self-draw' }
export const DEAL_IN: Text = { zh: '点炮', en: 'Deal-in' }

export const seatZh = (seat: number): string => `座位 ${seat}`
export const seatEn = (seat: number): string => `seat ${seat}`

/** One label per seat, built once: `labelOf(seat)` for `seat` 0..3. */
export function seatLabels(labelOf: (seat: number) => Text): readonly Text[] {
  return [0, 1, 2, 3].map(labelOf)
}
