import { ref } from 'vue'
import { DEFAULT_LOCALE, type Locale } from './i18n'

/**
 * The language of a page on the LAN that cannot read the parlor's settings (pairing, a table's
 * display): the one chosen on this device, else the browser's first Chinese or English language,
 * else Chinese.
 */
const KEY = 'queji.locale'

export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const tag = language.toLowerCase()
    if (tag.startsWith('zh')) return 'zh-CN'
    if (tag.startsWith('en')) return 'en'
  }
  return DEFAULT_LOCALE
}

function initial(): Locale {
  const stored = localStorage.getItem(KEY)
  return stored === 'en' || stored === 'zh-CN' ? stored : browserLocale(navigator.languages ?? [])
}

export const deviceLocale = ref<Locale>(initial())

export function chooseDeviceLocale(locale: Locale): void {
  deviceLocale.value = locale
  localStorage.setItem(KEY, locale)
}
