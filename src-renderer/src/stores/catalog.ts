import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import type { Catalog, Text, VariantCatalog } from '../../../src-main/scoring'
import { call } from '../api'
import { currentLocale } from '../i18n'

/** The engine's catalog (variants, options, event fields, pattern tables), loaded once. */
export const useCatalogStore = defineStore('catalog', () => {
  // Shallow: the catalog is replaced whole, never changed in place (and its JSON types are too deep to unwrap).
  const catalog = shallowRef<Catalog | null>(null)
  let loading: Promise<Catalog> | null = null

  const variants = computed<VariantCatalog[]>(() => catalog.value?.variants ?? [])

  function load(): Promise<Catalog> {
    loading ??= call('catalog.get', {}).then((loaded) => (catalog.value = loaded))
    return loading
  }

  function variant(id: string): VariantCatalog | undefined {
    return variants.value.find((entry) => entry.id === id)
  }

  /** The variant's name in the UI language (its id while the catalog is loading). */
  function variantName(id: string): string {
    const entry = variant(id)
    return entry ? localText(entry.name) : id
  }

  return { catalog, variants, load, variant, variantName }
})

/** A catalog text in the UI language. */
export function localText(text: Text): string {
  return currentLocale() === 'en' ? text.en : text.zh
}
