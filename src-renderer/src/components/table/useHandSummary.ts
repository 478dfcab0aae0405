import { useI18n } from 'vue-i18n'
import type { EventSpec, HandInput, JsonValue, VariantCatalog } from '../../../../src-main/scoring'
import type { SessionView } from '../../../../src-main/api/types'
import { localText } from '../../stores/catalog'
import { chipValueText, eventSpecOf, isChipField } from '../shared/catalogFields'
import { seatName } from '../shared/names'

/** A hand as one line of the score sheet: who won, how (自摸, 点炮 by whom, 流局…), with what. */
export interface HandSummary {
  winner: string
  how: string
  pattern: string
}

const unique = (texts: string[]) => [...new Set(texts.filter((text) => text !== ''))]

/** The chips, counts (豪华, 根, 宝牌…) and flags (杠开, 抢杠…) of an event that is set. */
function scoringValues(
  spec: EventSpec,
  values: Record<string, JsonValue | undefined>,
  variant: VariantCatalog
): string[] {
  return spec.fields.flatMap((field) => {
    const value = values[field.name] ?? field.default
    if (isChipField(field)) return [chipValueText(field, value, variant)]
    if (field.type === 'boolean' && value === true) return [localText(field.label)]
    if (field.type === 'int' && typeof value === 'number' && value > 0) return [`${localText(field.label)} ${value}`]
    return []
  })
}

/** An extra as a few words: its name, the players it names, what was chosen. */
function extraText(spec: EventSpec, values: Record<string, JsonValue | undefined>, session: SessionView): string {
  const seats = spec.fields
    .filter((field) => field.type === 'seat' && typeof values[field.name] === 'number')
    .map((field) => seatName(session, values[field.name] as number))
  return [localText(spec.label), ...seats].join(' ')
}

export function useHandSummary() {
  const { t } = useI18n()

  return function summarize(input: HandInput, session: SessionView, variant: VariantCatalog): HandSummary {
    const winners: string[] = []
    const hows: string[] = []
    const patterns: string[] = []
    for (const event of input.events) {
      const spec = eventSpecOf(variant, event.type)
      const values = event as unknown as Record<string, JsonValue | undefined>
      if (spec?.role === 'extra') {
        // What else made the hand score (逃跑, 天听, 捉鸡, 起手小胡…); kongs have their own payments.
        if (spec.type !== 'kong') patterns.push(extraText(spec, values, session))
        continue
      }
      if (spec?.role !== 'outcome') continue
      const seats = spec.fields
        .filter((field) => field.type === 'seat' && field.required)
        .map((field) => seatName(session, values[field.name] as number))
      const discarder = spec.fields.find((field) => field.type === 'seatOrSelfDraw')
      if (!discarder) {
        hows.push([localText(spec.label), ...seats].join(' · '))
        continue
      }
      winners.push(...seats)
      const from = values[discarder.name] ?? discarder.default ?? null
      hows.push(
        from === null ? t('table.how.selfDraw') : t('table.how.discard', { name: seatName(session, from as number) })
      )
      patterns.push(unique(scoringValues(spec, values, variant)).join(' '))
    }
    return { winner: unique(winners).join('、'), how: unique(hows).join('；'), pattern: unique(patterns).join(' / ') }
  }
}
