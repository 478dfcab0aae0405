import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { AppError } from '../errors'

export interface DataFileLock {
  /** Removes the lock file, if it is still this process's. */
  release(): void
}

function lockPath(dbFile: string): string {
  return `${dbFile}.lock`
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function holderOf(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx')
    try {
      writeSync(fd, String(process.pid))
    } finally {
      closeSync(fd)
    }
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

function inUse(pid: number): AppError {
  return new AppError(
    'DATA_FILE_IN_USE',
    `这个数据文件正由另一个雀记使用（进程 ${pid}），为免两处同时记账，这里不再打开。请切换到那个雀记窗口；如果它已无响应，请先关闭它再打开。`,
    `This data file is in use by another 雀记 (process ${pid}); it is not opened twice so that no hand is lost. Switch to that window, or close it first and start again.`
  )
}

/**
 * Claims the data file for this process with a lock file next to it holding the process id, so a
 * second app on the same file is refused. A lock left by a process that is no longer running (a
 * crash, a power cut) is taken over.
 */
export function lockDataFile(dbFile: string): DataFileLock {
  const path = lockPath(dbFile)
  if (!tryCreate(path)) {
    const holder = holderOf(path)
    if (holder !== null && holder !== process.pid && isRunning(holder)) throw inUse(holder)
    unlinkSync(path)
    // Another process may have taken the stale lock in between: then it is theirs.
    if (!tryCreate(path)) throw inUse(holderOf(path) ?? 0)
  }
  return {
    release() {
      if (holderOf(path) === process.pid) unlinkSync(path)
    }
  }
}
