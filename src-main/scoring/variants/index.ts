/** The registry of variants, in the order the app lists them. */
import type { Variant } from '../variant'
import { anhua } from './anhua/score'
import { anshun } from './anshun/score'
import { changsha } from './changsha/score'
import { hangzhou } from './hangzhou/score'
import { sichuan } from './sichuan/score'
import { yaku } from './yaku/score'

export const variants: readonly Variant[] = [hangzhou, sichuan, changsha, anhua, anshun, yaku]

/** The variant called `id`. A scan: six string comparisons cost less than hashing the id. */
export function variantById(id: unknown): Variant | undefined {
  for (let i = 0; i < variants.length; i++) if (variants[i].catalog.id === id) return variants[i]
  return undefined
}
