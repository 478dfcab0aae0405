import { currentLocale } from '../../i18n'

/** What the server says of a damaged stored item (and what to do), in the UI's language. */
export function damageText(damage: { messageZh: string; messageEn: string }): string {
  return currentLocale() === 'en' ? damage.messageEn : damage.messageZh
}
