/** The registry of variants, in the order the app lists them. */
import type { Variant } from '../variant'
import { anhua } from './anhua'
import { anshun } from './anshun'
import { changsha } from './changsha'
import { hangzhou } from './hangzhou'
import { sichuan } from './sichuan'
import { yaku } from './yaku'

export const variants: readonly Variant[] = [hangzhou, sichuan, changsha, anhua, anshun, yaku]

export const variantById: ReadonlyMap<string, Variant> = new Map(variants.map((v) => [v.catalog.id, v]))
