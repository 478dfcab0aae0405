import { useI18n } from 'vue-i18n'
import { windIndex } from './seatLayout'

const WINDS = ['east', 'south', 'west', 'north'] as const

/** A seat's wind this hand (东 for the dealer, then 南 西 北 in play order). */
export function useWindName() {
  const { t } = useI18n()
  return (seat: number, dealer: number, seats: number): string =>
    t(`table.wind.${WINDS[windIndex(seat, dealer, seats)]}`)
}
