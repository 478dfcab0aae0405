import type { Database } from 'better-sqlite3'
import { listAudit, type AuditEntry } from '../../store/audit'
import { getParlorSettings } from '../parlor/setup'
import { businessRange } from '../time/businessDay'

export interface AuditQuery {
  sessionId?: number
  staffId?: number
  entity?: string
  /** A business day of the parlor (from its cutoff, in its zone). */
  businessDay?: string
  limit: number
}

/** The audit log filtered by table, person, kind and business day. */
export function auditLog(db: Database, query: AuditQuery): AuditEntry[] {
  const { businessDay, ...rest } = query
  if (businessDay === undefined) return listAudit(db, rest)
  const { from, to } = businessRange(businessDay, businessDay, getParlorSettings(db))
  return listAudit(db, { ...rest, from: new Date(from).toISOString(), to: new Date(to).toISOString() })
}
