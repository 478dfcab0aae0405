import type { Database } from 'better-sqlite3'
import { listAudit } from '../../store/audit'
import { getParlorSettings } from '../parlor/setup'
import { businessRange } from '../time/businessDay'
import { wallTimeOf } from '../time/wallTime'
import type { AuditLine } from '../../model/staff'

interface AuditQuery {
  sessionId?: number
  staffId?: number
  entity?: string
  /** A business day of the parlor (from its cutoff, in its zone). */
  businessDay?: string
  limit: number
}

/** The audit log filtered by table, person, kind and business day. */
export function auditLog(db: Database, query: AuditQuery): AuditLine[] {
  const { businessDay, ...rest } = query
  const settings = getParlorSettings(db)
  const range = businessDay === undefined ? undefined : businessRange(businessDay, businessDay, settings)
  const entries = listAudit(
    db,
    range ? { ...rest, from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString() } : rest
  )
  return entries.map((entry) => ({ ...entry, wall: wallTimeOf(Date.parse(entry.at), settings.timeZone) }))
}
