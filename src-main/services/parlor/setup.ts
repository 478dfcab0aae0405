/** Setting up the parlor: rate plans and tables (大厅 / 包间), and the floor's overtime warning. */
import type { Database } from 'better-sqlite3'
import { AppError } from '../../errors'
import { writeAudit } from '../../store/audit'
import {
  archiveRatePlan,
  archiveTable,
  getRatePlanRow,
  getTableRow,
  listRatePlanRows,
  listTableRows,
  namedRowId,
  runningClockAt,
  tableUsingPlan,
  upsertRatePlan,
  upsertTable
} from '../../store/parlor'
import { orDamage } from '../../store/codecs/readStored'
import { PARLOR_SETTINGS_KEY, type ParlorSettings } from '../../store/codecs/settings'
import { readSetting, writeSetting } from '../../store/settings'
import { checkRatePlan, RatePlanError } from '../fees/pricing'
import { systemTimeZone } from '../time/zone'
import { DEFAULT_TENDERS } from './tenders'
import type { RatePlan, NamedRatePlan, ParlorTable } from '../../model/parlor'

const DEFAULT_PARLOR_SETTINGS: Omit<ParlorSettings, 'timeZone'> = {
  warnAfterMinutes: null,
  defaultFeePayer: 'even',
  dayCutoffMinutes: 6 * 60,
  tenders: DEFAULT_TENDERS,
  longFeeMinutes: 12 * 60
}

/** The saved settings over the defaults (a file saved before a setting existed has not got it). */
export function getParlorSettings(db: Database): ParlorSettings {
  const saved = readSetting(db, PARLOR_SETTINGS_KEY)
  return { timeZone: systemTimeZone(), ...DEFAULT_PARLOR_SETTINGS, ...saved }
}

/** At the first start the parlor takes this computer's time zone, and keeps it when the computer's changes. */
export function settleParlorTimeZone(db: Database): void {
  const saved = orDamage(() => readSetting(db, PARLOR_SETTINGS_KEY))
  if (!saved.damage && saved.value?.timeZone === undefined) updateParlorSettings(db, { timeZone: systemTimeZone() })
}

export function updateParlorSettings(db: Database, changes: Partial<ParlorSettings>): ParlorSettings {
  return db.transaction(() => {
    const before = getParlorSettings(db)
    const after = { ...before, ...changes }
    writeSetting(db, PARLOR_SETTINGS_KEY, after)
    writeAudit(db, { entity: 'settings', action: 'update', before, after })
    return after
  })()
}

export function listRatePlans(db: Database): NamedRatePlan[] {
  return listRatePlanRows(db).map((row) => ({ id: row.id, name: row.name, plan: row.plan }))
}

export function requireRatePlan(db: Database, id: number): NamedRatePlan {
  const row = getRatePlanRow(db, id)
  if (!row || row.archived)
    throw new AppError('RATE_PLAN_NOT_FOUND', `找不到编号为 ${id} 的计费方案。`, `No rate plan ${id}.`)
  return { id: row.id, name: row.name, plan: row.plan }
}

function uniqueName(db: Database, table: 'rate_plans' | 'parlor_tables', name: string, id: number | undefined): void {
  if (namedRowId(db, table, name, id ?? null) !== undefined)
    throw new AppError('NAME_TAKEN', `名称“${name}”已被使用，请换一个。`, `The name "${name}" is taken.`)
  if (name === '') throw new AppError('NAME_REQUIRED', '请填写名称。', 'A name is required.')
}

export function saveRatePlan(db: Database, input: { id?: number; name: string; plan: RatePlan }): NamedRatePlan {
  return db.transaction(() => {
    const name = input.name.trim()
    uniqueName(db, 'rate_plans', name, input.id)
    try {
      checkRatePlan(input.plan)
    } catch (error) {
      if (error instanceof RatePlanError) throw new AppError(error.code, error.messageZh, error.message)
      throw error
    }
    const before = input.id === undefined ? undefined : requireRatePlan(db, input.id)
    const id = upsertRatePlan(db, { id: input.id, name, plan: input.plan })
    const after = requireRatePlan(db, id)
    writeAudit(db, { entity: 'ratePlan', entityId: id, action: before ? 'update' : 'create', before, after })
    return after
  })()
}

export function deleteRatePlan(db: Database, id: number): void {
  db.transaction(() => {
    const before = requireRatePlan(db, id)
    const inUse = tableUsingPlan(db, id)
    if (inUse !== undefined) {
      throw new AppError(
        'RATE_PLAN_IN_USE',
        `“${inUse}”还在用这个计费方案，请先换掉。`,
        `Table "${inUse}" still uses this plan.`
      )
    }
    archiveRatePlan(db, id)
    writeAudit(db, { entity: 'ratePlan', entityId: id, action: 'archive', before })
  })()
}

function toTable(row: NonNullable<ReturnType<typeof getTableRow>>): ParlorTable {
  return { id: row.id, name: row.name, kind: row.kind, ratePlanId: row.rate_plan_id, position: row.position }
}

export function listParlorTables(db: Database): ParlorTable[] {
  return listTableRows(db).map(toTable)
}

export function requireTable(db: Database, id: number): ParlorTable {
  const row = getTableRow(db, id)
  if (!row || row.archived) throw new AppError('TABLE_NOT_FOUND', `找不到编号为 ${id} 的桌台。`, `No table ${id}.`)
  return toTable(row)
}

export function saveParlorTable(
  db: Database,
  input: { id?: number; name: string; kind: 'hall' | 'room'; ratePlanId: number | null; position: number }
): ParlorTable {
  return db.transaction(() => {
    const name = input.name.trim()
    uniqueName(db, 'parlor_tables', name, input.id)
    if (input.ratePlanId !== null) requireRatePlan(db, input.ratePlanId)
    const before = input.id === undefined ? undefined : requireTable(db, input.id)
    const id = upsertTable(db, { ...input, name })
    const after = requireTable(db, id)
    writeAudit(db, { entity: 'parlorTable', entityId: id, action: before ? 'update' : 'create', before, after })
    return after
  })()
}

export function deleteParlorTable(db: Database, id: number): void {
  db.transaction(() => {
    const before = requireTable(db, id)
    if (runningClockAt(db, id)) {
      throw new AppError(
        'TABLE_BUSY',
        `“${before.name}”正在使用中，结算后才能删除。`,
        `"${before.name}" is in use; close its session first.`
      )
    }
    archiveTable(db, id)
    writeAudit(db, { entity: 'parlorTable', entityId: id, action: 'archive', before })
  })()
}
