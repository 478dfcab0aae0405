import { useI18n } from 'vue-i18n'
import { useCents } from '../parlor/useCents'

/** A shift's difference in words: 相符, 长款 ¥5, 短款 ¥10 (— before anything was counted). */
export function useDifferenceText() {
  const { t } = useI18n()
  const cents = useCents()
  return (difference: number | null): string => {
    if (difference === null) return '—'
    if (difference === 0) return t('staff.shift.even')
    return `${t(difference > 0 ? 'staff.shift.over' : 'staff.shift.short')} ${cents(Math.abs(difference))}`
  }
}
