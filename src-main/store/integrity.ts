import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type { Database } from 'better-sqlite3'
import { AppError } from '../errors'

export function corrupt(): AppError {
  return new AppError(
    'DB_CORRUPT',
    '数据文件已损坏（完整性检查未通过）。请在“设置”中从备份恢复；如果雀记打不开，请把最新的备份复制到数据文件夹并改名为 queji.sqlite。',
    'The data file is damaged (integrity check failed). Restore a backup from Settings; if the app does not start, copy the newest backup into the data folder and rename it to queji.sqlite.'
  )
}

export function assertIntact(db: Database): void {
  if (db.pragma('integrity_check', { simple: true }) !== 'ok') throw corrupt()
}

// The worker opens its own read-only connection: WAL lets it read while the app writes.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file, { readonly: true, fileMustExist: true })
try { parentPort.postMessage(db.pragma('integrity_check', { simple: true })) } finally { db.close() }
`

/** The full integrity check of a big file, off the main thread: seconds for years of play. */
export function checkIntegrityInWorker(file: string): Promise<void> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } })
    worker.once('message', (result: unknown) => (result === 'ok' ? resolve() : reject(corrupt())))
    worker.once('error', () => reject(corrupt()))
    worker.once('exit', (code) => code !== 0 && reject(corrupt()))
  })
}
