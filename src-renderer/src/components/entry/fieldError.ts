/**
 * Where the engine's refusal of a hand points: the event and field of its path
 * (`events[0].piao`), so the message can stand next to that field and name it as the form does.
 */
import type { ComputedRef, InjectionKey } from 'vue'
import type { VariantCatalog } from '../../../../src-main/scoring'
import { localText } from '../../stores/catalog'
import { eventSpecOf } from '../shared/catalogFields'
import type { DraftEvent } from './draft'

export interface FieldError {
  /** The draft event's key. */
  key: number
  field: string
  /** The message with the field's label in place of the internal path. */
  message: string
}

const PATH = /^events\[(\d+)\]\.(\w+)/

/** The message without the internal path it starts with (`events[1]：…`). */
export function withoutPath(error: { message: string; path?: string }): string {
  return error.path ? error.message.replace(`${error.path}：`, '').replace(`${error.path}: `, '') : error.message
}

export function locateFieldError(
  error: { message: string; path?: string } | null,
  events: DraftEvent[],
  variant: VariantCatalog
): FieldError | null {
  const match = error?.path ? PATH.exec(error.path) : null
  const event = match ? events[Number(match[1])] : undefined
  if (!error?.path || !match || !event) return null
  const spec = eventSpecOf(variant, event.type)?.fields.find((field) => field.name === match[2])
  if (!spec) return null
  return { key: event.key, field: spec.name, message: `${localText(spec.label)}：${withoutPath(error)}` }
}

/** The field error of the form being filled, for the field editors. */
export const FIELD_ERROR: InjectionKey<ComputedRef<FieldError | null>> = Symbol('fieldError')
