import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'

export function readSettingRows(db: Database): Record<string, unknown> {
  const rows = prepare(db, 'SELECT key, value FROM settings').all() as { key: string; value: string }[]
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value)]))
}

export function writeSettingRow(db: Database, key: string, value: unknown): void {
  prepare(
    db,
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'
  ).run(key, JSON.stringify(value))
}
