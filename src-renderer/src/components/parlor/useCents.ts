import { useSettingsStore } from '../../stores/settings'
import { formatCents } from '../../format'

/** `cents(1250)` → "¥12.50" in the club's currency. */
export function useCents() {
  const settings = useSettingsStore()
  return (amount: number, signed = false) => formatCents(amount, settings.settings?.currency ?? '', signed)
}
