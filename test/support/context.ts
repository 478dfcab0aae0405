import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { AppContext } from '../../src-main/context'
import { openStore } from '../../src-main/store/open'

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../db/migrations')

const madeDirs: string[] = []

/** A fresh temporary folder, removed when its test file ends (test/support/removeTempDirs.ts). */
export function tempDir(prefix = 'queji-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  madeDirs.push(dir)
  return dir
}

export function removeTempDirs(): void {
  for (const dir of madeDirs.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 })
}

/** A real SQLite file in a fresh temporary folder, migrated to the latest schema. */
export async function openTestContext(dir = tempDir()): Promise<AppContext> {
  const dbFile = join(dir, 'queji.sqlite')
  const { db } = await openStore({ file: dbFile, migrationsDir: MIGRATIONS_DIR })
  return { db, dbFile, migrationsDir: MIGRATIONS_DIR, defaultBackupDir: join(dir, 'backups') }
}

/** Every row of every table, to prove that a rejected request changed nothing. */
export function dumpDatabase(ctx: AppContext): Record<string, unknown[]> {
  const tables = ctx.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[]
  return Object.fromEntries(tables.map(({ name }) => [name, ctx.db.prepare(`SELECT * FROM "${name}"`).all()]))
}
