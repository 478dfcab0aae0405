import { computed, ref, type Ref } from 'vue'
import { i18n } from '../../i18n'
import { optionsLine } from '../../optionText'
import { localText, useCatalogStore } from '../../stores/catalog'
import type { SessionView } from '../../stores/sessions'
import type { ApiOutput } from '../../api'
import { useSettingsStore } from '../../stores/settings'
import {
  adjustmentNames,
  handoverLines,
  ledgerRows,
  paymentLines,
  tableFeeText,
  type PaymentMethod
} from './settlementRows'
import { sessionTitle } from '../shared/names'

const TWO_PLAYERS = 2

/** The way of paying chosen on the settlement screen, printed as chosen. */
export const paymentMethod = ref<PaymentMethod>('fewest')

type TableMoney = ApiOutput<'parlor.preview'>

/**
 * What the settlement screen and the print both show about a table, ready to render. The money
 * comes from the table's money model (closed, or previewed while open).
 */
export function useSettlementFacts(session: Ref<Omit<SessionView, 'hands'> | null>, money: Ref<TableMoney | null>) {
  const catalog = useCatalogStore()
  const settings = useSettingsStore()

  const variant = computed(() => (session.value ? catalog.variant(session.value.variant) : undefined))
  const currency = computed(() => settings.settings?.currency ?? '')
  const title = computed(() => (session.value ? sessionTitle(session.value) : ''))
  const variantName = computed(() => (variant.value ? localText(variant.value.name) : (session.value?.variant ?? '')))

  /** The variant's options, then (two players only) the session rules, in one line. */
  const rulesLine = computed(() => {
    if (!session.value || !variant.value) return ''
    const parts = [optionsLine(variant.value.options, session.value.options, variant.value.tables)]
    if (session.value.seats === TWO_PLAYERS) {
      parts.push(optionsLine(catalog.catalog?.sessionRules ?? [], session.value.rules, []))
    }
    return parts.join(' · ')
  })

  const settlement = computed(() => session.value?.settlement)
  const timed = computed(() => (money.value?.house.timeCents ?? 0) > 0)
  const feeText = computed(() =>
    settlement.value ? tableFeeText(settlement.value.tableFee, currency.value, timed.value) : ''
  )
  /** Every fee of the table, the clock's and the settlement's (its goods are their own figure). */
  const feeTotalCents = computed(() => money.value?.house.tableFeeCents ?? settlement.value?.feeTotalCents ?? 0)
  const hasFee = computed(() => settlement.value?.tableFee.kind !== 'none' || timed.value)
  const rows = computed(() => (settlement.value ? ledgerRows(settlement.value, money.value) : []))
  const adjustments = computed(() =>
    settlement.value ? adjustmentNames(settlement.value, catalog.catalog?.sessionRules ?? []) : []
  )
  const payments = computed(() =>
    settlement.value && money.value ? paymentLines(settlement.value, money.value, paymentMethod.value) : []
  )
  const paymentMethodName = computed(() => i18n.global.t(`settlement.payments.method.${paymentMethod.value}`))
  const handovers = computed(() => (session.value ? handoverLines(session.value) : []))

  return {
    currency,
    title,
    variantName,
    rulesLine,
    feeText,
    feeTotalCents,
    hasFee,
    rows,
    adjustments,
    payments,
    paymentMethodName,
    handovers
  }
}
