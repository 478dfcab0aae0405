import type { Database } from 'better-sqlite3'
import type { JsonValue } from '../scoring'
import { OPTIONS } from './codecs/options'
import { SESSION_RULES } from './codecs/sessionRules'
import { prepare } from './prepare'
import type { SessionRules } from '../model/sessions'

interface PresetRow {
  id: number
  name: string
  variant: string
  seats: number
  options: string
  session_options: string
  created_at: string
}

/** A preset as stored, its options and rules read through their codecs. */
interface StoredPreset {
  id: number
  name: string
  variant: string
  seats: number
  options: Record<string, JsonValue>
  rules: SessionRules
}

function decoded(row: PresetRow): StoredPreset {
  const { id, name, variant, seats } = row
  return {
    id,
    name,
    variant,
    seats,
    options: OPTIONS.read(row.options),
    rules: SESSION_RULES.read(row.session_options)
  }
}

export function listPresets(db: Database): StoredPreset[] {
  return (prepare(db, 'SELECT * FROM rule_presets ORDER BY name').all() as PresetRow[]).map(decoded)
}

export function getPreset(db: Database, id: number): StoredPreset | undefined {
  const row = prepare(db, 'SELECT * FROM rule_presets WHERE id = ?').get(id) as PresetRow | undefined
  return row && decoded(row)
}

/** Saves by name: a preset saved again under the same name is replaced. */
export function upsertPresetRow(
  db: Database,
  preset: { name: string; variant: string; seats: number; options: Record<string, JsonValue>; rules: SessionRules }
): number {
  prepare(
    db,
    `INSERT INTO rule_presets (name, variant, seats, options, session_options) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET variant = excluded.variant, seats = excluded.seats,
       options = excluded.options, session_options = excluded.session_options`
  ).run(preset.name, preset.variant, preset.seats, OPTIONS.write(preset.options), SESSION_RULES.write(preset.rules))
  return (prepare(db, 'SELECT id FROM rule_presets WHERE name = ?').get(preset.name) as { id: number }).id
}

export function deletePresetRow(db: Database, id: number): void {
  prepare(db, 'DELETE FROM rule_presets WHERE id = ?').run(id)
}
