/**
 * Child process of the restore crash test: opens the data folder's database like the app does and
 * restores the named backup, printing `restoring` before and `restored` after, until it is killed.
 */
import { join } from 'node:path'
import { openStore } from '../../src-main/store/open'
import { restoreBackup } from './restore'

const [dataDir, migrationsDir, file] = process.argv.slice(2)
const dbFile = join(dataDir, 'queji.sqlite')
const { db } = await openStore({ file: dbFile, migrationsDir, mustExist: true })
const ctx = { db, dbFile, migrationsDir, defaultBackupDir: join(dataDir, 'backups') }
process.stdout.write('restoring\n')
await restoreBackup(ctx, file)
process.stdout.write('restored\n')
ctx.db.close()
