import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'

export interface PresetRow {
  id: number
  name: string
  variant: string
  seats: number
  options: string
  session_options: string
  created_at: string
}

export function listPresetRows(db: Database): PresetRow[] {
  return prepare(db, 'SELECT * FROM rule_presets ORDER BY name').all() as PresetRow[]
}

export function getPresetRow(db: Database, id: number): PresetRow | undefined {
  return prepare(db, 'SELECT * FROM rule_presets WHERE id = ?').get(id) as PresetRow | undefined
}

/** Saves by name: a preset saved again under the same name is replaced. */
export function upsertPresetRow(
  db: Database,
  preset: { name: string; variant: string; seats: number; options: unknown; sessionOptions: unknown }
): number {
  prepare(
    db,
    `INSERT INTO rule_presets (name, variant, seats, options, session_options) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET variant = excluded.variant, seats = excluded.seats,
       options = excluded.options, session_options = excluded.session_options`
  ).run(
    preset.name,
    preset.variant,
    preset.seats,
    JSON.stringify(preset.options),
    JSON.stringify(preset.sessionOptions)
  )
  return (prepare(db, 'SELECT id FROM rule_presets WHERE name = ?').get(preset.name) as { id: number }).id
}

export function deletePresetRow(db: Database, id: number): void {
  prepare(db, 'DELETE FROM rule_presets WHERE id = ?').run(id)
}
