/**
 * Child process of the leftover test: opens the database like the app does and exports it to JSON
 * as a job, printing `writing` once the job is writing its temporary file, until it is killed.
 */
import { JobRegistry } from '../../src-main/services/jobs/registry'
import { openStore } from '../../src-main/store/open'

const [dbFile, migrationsDir, target] = process.argv.slice(2)
const { db } = await openStore({ file: dbFile, migrationsDir, mustExist: true })
const jobs = new JobRegistry({ db, dbFile, migrationsDir, defaultBackupDir: '' })
let said = false
jobs.subscribe((job) => {
  if (said || job.stage !== 'writing' || !job.percent) return
  said = true
  process.stdout.write('writing\n')
})
await jobs.finished(jobs.start('exportJson', target).id)
process.stdout.write('done\n')
db.close()
