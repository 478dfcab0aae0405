import { defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'
import { call, type Settings } from '../api'
import { DEFAULT_LOCALE, setLocale } from '../i18n'
import type { ThemeName } from '../theme'
import { deviceLocale } from '../deviceLocale'
import { overLan } from '../transport'

export const useSettingsStore = defineStore('settings', () => {
  /** Null until the first load answers. */
  const settings = ref<Settings | null>(null)
  /** Why the last load failed, in the UI language; the defaults (or the last loaded values) stay in use. */
  const loadError = ref<string | null>(null)

  // A LAN page without the settings (pairing, a display) speaks the device's language.
  const locale = computed(() => settings.value?.locale ?? (overLan() ? deviceLocale.value : DEFAULT_LOCALE))
  const theme = computed<ThemeName>(() => settings.value?.theme ?? 'light')
  const clubName = computed(() => settings.value?.clubName ?? '')

  watch(locale, setLocale, { immediate: true })

  /** Never throws: a failure is kept in `loadError` for the app to show. */
  async function load(): Promise<void> {
    try {
      settings.value = await call('settings.get', {})
      loadError.value = null
    } catch (error) {
      loadError.value = error instanceof Error ? error.message : String(error)
    }
  }

  /** Sends only the given changes (nothing when there are none) and keeps what the main process saved. */
  async function update(changes: Partial<Settings>): Promise<Settings | null> {
    if (Object.keys(changes).length > 0) settings.value = await call('settings.update', changes)
    return settings.value
  }

  return { settings, loadError, locale, theme, clubName, load, update }
})
