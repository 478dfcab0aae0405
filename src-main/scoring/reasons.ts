/** Cheap building of the reason texts of transfers, in Chinese and English side by side. */
import type { Text } from './catalogTypes'

/**
 * A formula like `清一色 3 + 1根 = 4` or `七对 2 × 暴头 2 = 4`: terms joined by an operator,
 * ending in `= total` once there is more than one term.
 */
export class Formula {
  zh: string
  en: string
  private terms = 1

  constructor(zh: string, en: string) {
    this.zh = zh
    this.en = en
  }

  /** A formula starting with a named value, like `清一色 3`. */
  static of(name: Text, value: number): Formula {
    return new Formula(`${name.zh} ${value}`, `${name.en} ${value}`)
  }

  plusTerm(name: Text, value: number): this {
    return this.plus(`${name.zh} ${value}`, `${name.en} ${value}`)
  }

  timesTerm(name: Text, value: number): this {
    return this.times(`${name.zh} ${value}`, `${name.en} ${value}`)
  }

  plus(zh: string, en: string): this {
    this.zh += ` + ${zh}`
    this.en += ` + ${en}`
    this.terms++
    return this
  }

  times(zh: string, en: string): this {
    this.zh += ` × ${zh}`
    this.en += ` × ${en}`
    this.terms++
    return this
  }

  /** `× 底分 b` when the base stake is not 1. */
  base(base: number): this {
    return base === 1 ? this : this.times(`底分 ${base}`, `base ${base}`)
  }

  /** Closes the formula: appends `= total` when it has several terms, and starts a new one. */
  equals(total: number): this {
    if (this.terms > 1) {
      this.zh += ` = ${total}`
      this.en += ` = ${total}`
    }
    this.terms = 1
    return this
  }
}

type BaseWord = '底分' | '底注'

const baseTextZh: Record<BaseWord, Map<number, string>> = { 底分: new Map(), 底注: new Map() }
const baseTextEn = new Map<number, string>()

/** ` × 底分 b = total` when the base stake is not 1 (Anshun calls it 底注). */
export function timesBaseZh(units: number, base: number, word: BaseWord = '底分'): string {
  if (base === 1) return ''
  const cache = baseTextZh[word]
  let text = cache.get(base)
  if (text === undefined) cache.set(base, (text = ` × ${word} ${base} = `))
  return text + units * base
}

export function timesBaseEn(units: number, base: number): string {
  if (base === 1) return ''
  let text = baseTextEn.get(base)
  if (text === undefined) baseTextEn.set(base, (text = ` × base ${base} = `))
  return text + units * base
}

export const seatZh = (seat: number): string => `座位 ${seat}`
export const seatEn = (seat: number): string => `seat ${seat}`
