/**
 * The registry: the one list of variants, in the order the app lists them. A variant is one
 * folder (`variants/<id>/`: options, events, field specs, scoring, tile derivation) and one line
 * below; its id, the catalog, the API's accepted variants and the tile reader follow from here.
 */
import type { Variant } from '../variant'
import { anhua } from './anhua/score'
import { anshun } from './anshun/score'
import { changsha } from './changsha/score'
import { hangzhou } from './hangzhou/score'
import { sichuan } from './sichuan/score'
import { yaku } from './yaku/score'

const registered: Variant[] = []

/** Adds a variant to the registry (after those already in it), and gives it back. */
export function registerVariant<V extends Variant>(variant: V): V {
  if (variantById(variant.catalog.id)) throw new Error(`variant ${variant.catalog.id} is registered twice`)
  registered.push(variant)
  return variant
}

/** The variants the app ships, each registered by its one line. */
export const SHIPPED_VARIANTS = [
  registerVariant(hangzhou),
  registerVariant(sichuan),
  registerVariant(changsha),
  registerVariant(anhua),
  registerVariant(anshun),
  registerVariant(yaku)
] as const

/** Identifier of a variant the app ships. */
export type VariantId = (typeof SHIPPED_VARIANTS)[number]['catalog']['id']

/** Every registered variant, in order. */
export const variants: readonly Variant[] = registered

/** The variant called `id`. A scan: six string comparisons cost less than hashing the id. */
export function variantById(id: unknown): Variant | undefined {
  for (let i = 0; i < registered.length; i++) if (registered[i].catalog.id === id) return registered[i]
  return undefined
}

/** Whether `id` names a registered variant. */
export function isVariantId(id: unknown): id is VariantId {
  return variantById(id) !== undefined
}

/** Whether hands of variant `id` may carry supporters (backers, RULES.md §1). */
export function takesSupporters(id: string): boolean {
  return variantById(id)?.catalog.supporters ?? false
}
