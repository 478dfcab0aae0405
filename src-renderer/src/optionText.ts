/** Option values as a host reads them ("王的个数 四王"), from the catalog's specs: for the rules screen and the print. */
import type { OptionSpec, PatternTable } from '../../src-main/scoring'
import { i18n } from './i18n'
import { localText } from './stores/catalog'

function patternName(tables: PatternTable[], tableId: string, id: string): string {
  const entry = tables.find((table) => table.id === tableId)?.entries.find((candidate) => candidate.id === id)
  return entry ? localText(entry.name) : id
}

export function optionValueText(spec: OptionSpec, value: unknown, tables: PatternTable[]): string {
  const { t } = i18n.global
  if (value === null || value === undefined)
    return spec.nullLabel ? localText(spec.nullLabel) : t('opening.option.none')
  switch (spec.type) {
    case 'int':
      return String(value)
    case 'boolean':
      return t(value ? 'opening.option.on' : 'opening.option.off')
    case 'enum': {
      const choice = spec.choices.find((candidate) => candidate.value === value)
      return choice ? localText(choice.label) : String(value)
    }
    case 'patternPoints': {
      const overrides = Object.entries(value as Record<string, number>)
      if (overrides.length === 0) return t('opening.option.tableValues')
      return overrides
        .map(([id, points]) => `${patternName(tables, spec.table, id)} ${points}`)
        .join(t('opening.option.listSeparator'))
    }
    case 'record':
      return optionsLine(spec.fields, value as object, tables, t('opening.option.listSeparator'))
  }
}

/** "底分 1 · 王的个数 四王 · …": every option with its value, in catalog order. */
export function optionsLine(specs: OptionSpec[], values: object, tables: PatternTable[], separator = ' · '): string {
  const byKey = values as Record<string, unknown>
  return specs
    .map(
      (spec) =>
        `${localText(spec.label)} ${optionValueText(spec, byKey[spec.key] === undefined ? spec.default : byKey[spec.key], tables)}`
    )
    .join(separator)
}
