import { createI18n } from 'vue-i18n'
import { dateEnUS, dateZhCN, enUS, zhCN as naiveZhCN, type NDateLocale, type NLocale } from 'naive-ui'
import en from './en'
import zhCN, { type MessageSchema } from './zh-CN'

export type Locale = 'zh-CN' | 'en'

export const DEFAULT_LOCALE: Locale = 'zh-CN'

/** Each language's own name, shown as is in every UI language. */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '中文', en: 'English' }

export const NAIVE_LOCALES: Record<Locale, { locale: NLocale; dateLocale: NDateLocale }> = {
  'zh-CN': { locale: naiveZhCN, dateLocale: dateZhCN },
  en: { locale: enUS, dateLocale: dateEnUS }
}

export const i18n = createI18n<[MessageSchema], Locale, false>({
  legacy: false,
  locale: DEFAULT_LOCALE,
  fallbackLocale: DEFAULT_LOCALE,
  messages: { 'zh-CN': zhCN, en }
})

export function currentLocale(): Locale {
  return i18n.global.locale.value
}

export function setLocale(locale: Locale): void {
  i18n.global.locale.value = locale
  document.documentElement.lang = locale
}

declare module 'vue-i18n' {
  // Makes `t('…')` keys type-checked against the Chinese messages.
  export interface DefineLocaleMessage extends MessageSchema {}
}
