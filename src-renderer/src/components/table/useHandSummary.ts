import { useI18n } from 'vue-i18n'
import type { HandInput, JsonValue, VariantCatalog } from '../../../../src-main/scoring'
import type { SessionView } from '../../../../src-main/api/types'
import { localText } from '../../stores/catalog'
import { chipValueText, eventSpecOf, isMainField } from '../shared/catalogFields'
import { seatName } from '../shared/names'

/** A hand as one line of the score sheet: who won, how (自摸, 点炮 by whom, 流局…), with what. */
export interface HandSummary {
  winner: string
  how: string
  pattern: string
}

const unique = (texts: string[]) => [...new Set(texts.filter((text) => text !== ''))]

export function useHandSummary() {
  const { t } = useI18n()

  return function summarize(input: HandInput, session: SessionView, variant: VariantCatalog): HandSummary {
    const winners: string[] = []
    const hows: string[] = []
    const patterns: string[] = []
    for (const event of input.events) {
      const spec = eventSpecOf(variant, event.type)
      if (spec?.role !== 'outcome') continue
      const values = event as unknown as Record<string, JsonValue | undefined>
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
      const main = spec.fields
        .filter(isMainField)
        .map((field) => chipValueText(field, values[field.name] ?? field.default, variant))
      // Flags set on the win (杠开, 暴头, 抢杠…) belong to the pattern too.
      const flags = spec.fields
        .filter((field) => field.type === 'boolean' && values[field.name] === true)
        .map((field) => localText(field.label))
      patterns.push(unique([...main, ...flags]).join(' '))
    }
    return { winner: unique(winners).join('、'), how: unique(hows).join('；'), pattern: unique(patterns).join(' / ') }
  }
}
