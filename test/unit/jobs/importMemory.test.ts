/**
 * The JSON import holds one piece of the file and one session's rows, never the whole backup: a
 * worker whose heap is capped below the backup's size still imports it, every table equal.
 * (Reading the file into one string and parsing it whole needs several times its size.)
 */
import { statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { afterAll, expect, it } from 'vitest'
import { exportJsonBackup } from '../../../src-main/services/jsonBackup'
import { JobRegistry } from '../../../src-main/services/jobs/registry'
import { smallClub } from '../../support/club'
import { dumpDatabase, openTestContext, tempDir } from '../../support/context'

/** The worker's old-space cap, in MB; the backup is larger than that. */
const HEAP_CAP_MB = 64
const SESSIONS = 2500

const workers: Worker[] = []
afterAll(() => Promise.all(workers.map((worker) => worker.terminate())))

it(`imports a backup larger than a worker heap capped at ${HEAP_CAP_MB} MB, telling the bytes read and sessions checked`, async () => {
  const source = await openTestContext()
  smallClub(source.db, SESSIONS)
  const backupFile = join(tempDir('queji-backup-'), 'club.json')
  writeFileSync(backupFile, exportJsonBackup(source.db).content)
  expect(statSync(backupFile).size).toBeGreaterThan(HEAP_CAP_MB * 1024 * 1024)

  const target = await openTestContext()
  const registry = new JobRegistry(target, (entry, options) => {
    const worker = new Worker(entry, { ...options, resourceLimits: { maxOldGenerationSizeMb: HEAP_CAP_MB } })
    workers.push(worker)
    return worker
  })
  const seen: { stage: string; percent: number | null }[] = []
  registry.subscribe(({ stage, percent }) => seen.push({ stage, percent }))
  const job = registry.start('importJson', backupFile)
  const ended = await registry.finished(job.id)
  // The bytes read, then the sessions replayed, each counted up.
  const stages = seen.map(({ stage }) => stage).filter((stage, at, all) => stage !== all[at - 1])
  expect(stages).toEqual(['starting', 'reading', 'checking', 'finishing'])
  for (const stage of ['reading', 'checking']) {
    const counted = seen.filter((view) => view.stage === stage).map(({ percent }) => percent)
    expect(counted.length).toBeGreaterThan(1)
    expect(counted).toEqual([...counted].sort((a, b) => a! - b!))
    expect(counted.at(-1)).toBeGreaterThan(counted[0]!)
  }
  expect(ended).toMatchObject({ state: 'done', outcome: { sessions: SESSIONS } })
  const imported = dumpDatabase(target)
  expect({ ...imported, audit_log: imported.audit_log.slice(0, -1) }).toEqual(dumpDatabase(source))
}, 180_000)
