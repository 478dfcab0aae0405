import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, tempDir } from '../../support/context'

const ROOT = resolve(__dirname, '../../..')

/** Runs test/support/eveningFee.ts in a child process whose TZ is `zone`. */
function eveningIn(zone: string): { processZone: string; feeCents: number; reportFeeCents: number } {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'test/support/eveningFee.ts'), tempDir(), MIGRATIONS_DIR],
    {
      cwd: ROOT,
      env: { ...process.env, TZ: zone },
      encoding: 'utf8'
    }
  )
  expect(child.status, child.stderr).toBe(0)
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as never
}

describe('the parlor’s time zone, not the process’s', () => {
  it('prices the same 20:00–02:00 evening the same in a process on UTC and one on Shanghai time', () => {
    const utc = eveningIn('UTC')
    const shanghai = eveningIn('Asia/Shanghai')
    // The processes really ran in different zones.
    expect(utc.processZone).toBe('UTC')
    expect(shanghai.processZone).toBe('Asia/Shanghai')
    // 20:00–23:00 at ¥15/h + 23:00–02:00 at ¥20/h + 空调 ¥5/h × 6 h = ¥45 + ¥60 + ¥30.
    expect(shanghai.feeCents).toBe(13_500)
    expect(utc.feeCents).toBe(13_500)
    // And the table lands on the business day it started in both.
    expect(utc.reportFeeCents).toBe(13_500)
    expect(shanghai.reportFeeCents).toBe(13_500)
  }, 60_000)
})
