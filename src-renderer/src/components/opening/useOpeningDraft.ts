import { computed, reactive, watch } from 'vue'
import type { SessionRules, TableFee } from '../../../../src-main/api/types'
import type { ApiInput, Player } from '../../api'
import { useCatalogStore } from '../../stores/catalog'
import type { Preset } from '../../stores/sessions'
import { useSettingsStore } from '../../stores/settings'
import { copyJson, defaultValues, valuesFrom, type OptionValues } from './optionValues'

/** The two-player session rules apply at this many seats (RULES.md §8). */
const TWO_PLAYERS = 2

export interface OpeningDraft {
  title: string
  variantId: string
  /** The variant's options, by key. */
  options: OptionValues
  /** The two-player session rules (catalog.sessionRules), by key. */
  sessionRules: OptionValues
  /** In play order: 东 南 西 北. */
  seats: Player[]
  backers: Player[]
  dealerId: number | null
  pointValue: number
  tableFee: TableFee
}

/** Everything the opening form edits, with its defaults from the catalog and the settings, and what it sends. */
export function useOpeningDraft() {
  const catalog = useCatalogStore()
  const settings = useSettingsStore()

  const draft = reactive<OpeningDraft>({
    title: '',
    variantId: '',
    options: {},
    sessionRules: {},
    seats: [],
    backers: [],
    dealerId: null,
    pointValue: settings.settings?.pointValue ?? 1,
    tableFee: { kind: 'none' }
  })

  const variant = computed(() => catalog.variant(draft.variantId))
  const sessionRuleSpecs = computed(() => catalog.catalog?.sessionRules ?? [])
  /** Backers back a seat only where the catalog says hands take supporters (RULES.md §7). */
  const takesBackers = computed(() => variant.value?.supporters ?? false)
  const twoPlayers = computed(() => draft.seats.length === TWO_PLAYERS)
  const maxSeats = computed(() => Math.max(...(variant.value?.seats ?? [4])))
  const seatCountAllowed = computed(() => variant.value?.seats.includes(draft.seats.length) ?? false)
  const dealerSeat = computed(() =>
    Math.max(
      0,
      draft.seats.findIndex((player) => player.id === draft.dealerId)
    )
  )

  function chooseVariant(id: string): void {
    draft.variantId = id
    draft.options = defaultValues(catalog.variant(id)?.options ?? [])
  }

  /** The catalog and the settings are there: start from the default variant. */
  function start(): void {
    const preferred = settings.settings?.defaultVariant ?? ''
    chooseVariant(catalog.variant(preferred) ? preferred : (catalog.variants[0]?.id ?? ''))
    draft.sessionRules = defaultValues(sessionRuleSpecs.value)
    draft.pointValue = settings.settings?.pointValue ?? draft.pointValue
  }

  function applyPreset(preset: Preset): void {
    chooseVariant(preset.variant)
    draft.options = valuesFrom(variant.value?.options ?? [], preset.options)
    draft.sessionRules = valuesFrom(sessionRuleSpecs.value, preset.rules)
    draft.pointValue = preset.rules.pointValue
    draft.tableFee = copyJson(preset.rules.tableFee)
  }

  // The first seated player deals unless the host picks or rolls another.
  watch(
    () => draft.seats.map((player) => player.id),
    (ids) => {
      if (draft.dealerId === null || !ids.includes(draft.dealerId)) draft.dealerId = ids[0] ?? null
    }
  )

  function rules(): SessionRules {
    return {
      minScore: twoPlayers.value ? (draft.sessionRules.minScore as SessionRules['minScore']) : null,
      doubling: twoPlayers.value ? (draft.sessionRules.doubling as SessionRules['doubling']) : null,
      pointValue: draft.pointValue,
      tableFee: draft.tableFee
    }
  }

  function createInput(): ApiInput<'sessions.create'> {
    // The draft holds reactive proxies, which cannot be cloned across IPC: send a plain copy.
    return copyJson({
      title: draft.title.trim(),
      variant: draft.variantId as ApiInput<'sessions.create'>['variant'],
      options: draft.options,
      playerIds: draft.seats.map((player) => player.id),
      backerPlayerIds: takesBackers.value ? draft.backers.map((player) => player.id) : [],
      firstDealer: dealerSeat.value,
      rules: rules()
    })
  }

  /** A preset keeps the seat count only when the table has a valid one; else the variant's largest. */
  function presetInput(name: string): ApiInput<'presets.save'> {
    return copyJson({
      name,
      variant: draft.variantId as ApiInput<'presets.save'>['variant'],
      seats: seatCountAllowed.value ? draft.seats.length : maxSeats.value,
      options: draft.options,
      rules: rules()
    })
  }

  return {
    draft,
    variant,
    sessionRuleSpecs,
    takesBackers,
    twoPlayers,
    maxSeats,
    seatCountAllowed,
    start,
    chooseVariant,
    applyPreset,
    createInput,
    presetInput
  }
}
