import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pinMatches } from '../../../src-main/services/staff/pin'
import { PIN_LOCK_MS, PIN_TRIES } from '../../../src-main/services/staff/staff'
import { lockDataFile } from '../../../src-main/store/fileLock'
import { getStaffRow } from '../../../src-main/store/staff'
import { dumpDatabase, openTestContext, tempDir } from '../../support/context'
import { PINS, serveStaff, withStaff } from '../../support/staff'

const ROOT = resolve(__dirname, '../../..')

/** `npm run serve -- --data FILE --reset-owner-pin …` in a child process, typing `typed` at it. */
function resetOnMachine(file: string, typed: string, extra: string[] = []) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'src-main/serve.ts'), '--data', file, '--reset-owner-pin', ...extra],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] }
  )
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (out += chunk))
  child.stdin.end(typed)
  return new Promise<{ code: number | null; out: string }>((done) => child.on('close', (code) => done({ code, out })))
}

/** A data file with staff whose owner locked themselves out, closed as the app would leave it. */
async function lockedOutOwner() {
  const staff = await withStaff()
  for (let i = 0; i < PIN_TRIES; i++) await staff.call('staff.signIn', { staffId: staff.ids.owner, pin: '0000' })
  expect((await staff.call('staff.signIn', { staffId: staff.ids.owner, pin: PINS.owner })).error.code).toBe(
    'PIN_LOCKED'
  )
  staff.ctx.db.close()
  return staff
}

describe('a lost owner PIN, reset on the data file’s machine', () => {
  it('sets the new PIN, lifts the lockout and logs the reset; the old PIN stops working', async () => {
    const before = await lockedOutOwner()
    const { code, out } = await resetOnMachine(before.ctx.dbFile, '8642\n8642\n')
    expect(out).toContain('老王')
    expect(code).toBe(0)

    const ctx = await openTestContext(resolve(before.ctx.dbFile, '..'))
    const owner = getStaffRow(ctx.db, before.ids.owner)!
    expect(await pinMatches('8642', owner.pinHash)).toBe(true)
    expect(await pinMatches(PINS.owner, owner.pinHash)).toBe(false)
    const audit = ctx.db
      .prepare("SELECT entity_id, staff_id, after FROM audit_log WHERE action = 'resetPin'")
      .all() as { entity_id: number; staff_id: number | null; after: string }[]
    expect(audit).toEqual([{ entity_id: before.ids.owner, staff_id: null, after: '{"on":"dataFileMachine"}' }])
    // still within the lock's minute, yet the new PIN lets the owner in at once
    const desk = serveStaff(ctx, before.clock.at + 1_000)
    expect((await desk.call('staff.signIn', { staffId: before.ids.owner, pin: PINS.owner })).error.code).toBe(
      'WRONG_PIN'
    )
    expect((await desk.call('staff.signIn', { staffId: before.ids.owner, pin: '8642' })).ok).toBe(true)
    expect(desk.clock.at).toBeLessThan(before.clock.at + PIN_LOCK_MS)
  }, 60_000)

  it('refuses a PIN typed differently twice, a PIN that is not 4–8 digits, an unknown owner, and a file in use; nothing changes', async () => {
    const before = await lockedOutOwner()
    const file = before.ctx.dbFile
    const snapshot = async () => {
      const ctx = await openTestContext(resolve(file, '..'))
      const dump = dumpDatabase(ctx)
      ctx.db.close()
      return dump
    }
    const untouched = await snapshot()
    const refusals: [string, string[], RegExp][] = [
      ['8642\n8643\n', [], /两次输入的 PIN 不一样[\s\S]*The two PINs differ/],
      ['12\n12\n', [], /PIN 是 4 到 8 位数字[\s\S]*4 to 8 digits/],
      ['8642\n8642\n', ['--owner', '小李'], /没有叫“小李”的在职老板[\s\S]*No active owner/]
    ]
    for (const [typed, extra, message] of refusals) {
      const { code, out } = await resetOnMachine(file, typed, extra)
      expect(code, out).toBe(1)
      expect(out).toMatch(message)
      expect(out).not.toMatch(/\/work|node_modules|at .*\.ts/)
    }
    const lock = lockDataFile(file)
    try {
      const { code, out } = await resetOnMachine(file, '8642\n8642\n')
      expect(code).toBe(1)
      expect(out).toMatch(/正在使用|in use|open/i)
    } finally {
      lock.release()
    }
    expect(await snapshot()).toEqual(untouched)
  }, 90_000)

  it('is not an API method: no caller on the desk or the LAN can reset a PIN without the owner', async () => {
    const staff = await withStaff(await openTestContext(tempDir()))
    await staff.signInAs('cashier')
    const attempt = await staff.call('staff.save', {
      id: staff.ids.owner,
      name: '老王',
      role: 'owner',
      active: true,
      pin: '8642'
    })
    expect(attempt.error.code).toBe('OWNER_REQUIRED')
    expect((await staff.call('staff.resetOwnerPin', { pin: '8642' })).error.code).toBe('UNKNOWN_METHOD')
  })
})
