import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'
import { AppError } from '../errors'

export interface Migration {
  version: number
  name: string
  sql: string
}

/** Reads `NNNN_name.sql` files; the number is the schema version the file brings the database to. */
export function loadMigrations(dir: string): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => /^\d{4}_.+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file,
      sql: readFileSync(join(dir, file), 'utf8')
    }))
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Migration ${migration.name} is out of sequence: expected version ${index + 1}`)
    }
  })
  return migrations
}

export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number
}

export function latestVersion(migrations: Migration[]): number {
  return migrations.length
}

/** Throws before anything is written when the file was made by a newer app. */
export function refuseNewerSchema(db: Database, migrations: Migration[]): void {
  const version = schemaVersion(db)
  if (version > latestVersion(migrations)) {
    throw new AppError(
      'DB_TOO_NEW',
      `这个数据文件来自更新版本的雀记（数据版本 ${version}，本程序支持到 ${latestVersion(migrations)}）。请升级雀记后再打开，文件未做任何改动。`,
      `This data file was written by a newer version of the app (schema ${version}, this app supports up to ${latestVersion(migrations)}). Update the app; the file was left untouched.`
    )
  }
}

/** Applies every pending migration in one transaction. Returns the versions applied. */
export function applyPendingMigrations(db: Database, migrations: Migration[]): number[] {
  const current = schemaVersion(db)
  const pending = migrations.filter((migration) => migration.version > current)
  if (pending.length === 0) return []
  db.transaction(() => {
    for (const migration of pending) db.exec(migration.sql)
    db.pragma(`user_version = ${latestVersion(migrations)}`)
  })()
  return pending.map((migration) => migration.version)
}
