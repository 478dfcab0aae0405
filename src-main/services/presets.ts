import type { Database } from 'better-sqlite3'
import { AppError } from '../errors'
import { writeAudit } from '../store/audit'
import { deletePresetRow, getPreset, listPresets as storedPresets, upsertPresetRow } from '../store/presets'
import { resolveOptions } from '../scoring'
import type { Preset } from '../model/settings'

export function listPresets(db: Database): Preset[] {
  return storedPresets(db)
}

export function savePreset(db: Database, input: Omit<Preset, 'id'>): Preset {
  const name = input.name.trim()
  if (name === '') throw new AppError('NAME_REQUIRED', '请给这套规则起个名字。', 'Give the preset a name.')
  const options = resolveOptions(input.variant, input.seats, input.options)
  return db.transaction(() => {
    const id = upsertPresetRow(db, { ...input, name, options })
    const preset = getPreset(db, id)!
    writeAudit(db, { entity: 'preset', entityId: id, action: 'save', after: preset })
    return preset
  })()
}

export function deletePreset(db: Database, id: number): void {
  db.transaction(() => {
    const preset = getPreset(db, id)
    if (!preset) throw new AppError('PRESET_NOT_FOUND', '找不到这套规则。', 'No such preset.')
    deletePresetRow(db, id)
    writeAudit(db, { entity: 'preset', entityId: id, action: 'delete', before: preset })
  })()
}
