/** A handed-over seat's people each read the hands they played: one hand is "第 4 局", not "第 4–4 局". */
import { afterEach, describe, expect, it } from 'vitest'
import { ledgerRows } from '../../src-renderer/src/components/settlement/settlementRows'
import { setLocale } from '../../src-renderer/src/i18n'
import { createTestApi } from './helpers/testApi'

afterEach(() => setLocale('zh-CN'))

/** 李四 plays hands 1–3 at seat 1, 钱七 hand 4 only. */
async function handedOverAfterThree() {
  const fake = createTestApi(['张三', '李四', '王五', '赵六', '钱七'])
  const { id } = fake.openFourSeats('sichuan')
  for (const winner of [1, 2, 3]) fake.addHand(id, [{ type: 'win', winner, from: 0, pattern: 'pinghu' }])
  await fake.api.invoke('sessions.handOver', { sessionId: id, seat: 1, playerId: 5 })
  fake.addHand(id, [{ type: 'win', winner: 0, from: 1, pattern: 'pinghu' }])
  return fake.session(id)
}

const spans = (session: Awaited<ReturnType<typeof handedOverAfterThree>>) =>
  Object.fromEntries(
    ledgerRows(session.settlement)
      .filter((row) => row.span)
      .map((row) => [row.displayName, row.span])
  )

describe('the hands a person of a handed-over seat played', () => {
  it('reads 第 1–3 局 for a run and 第 4 局 for a single hand', async () => {
    expect(spans(await handedOverAfterThree())).toEqual({ 李四: '第 1–3 局', 钱七: '第 4 局' })
  })

  it('reads hands 1–3 and hand 4 in English', async () => {
    setLocale('en')
    expect(spans(await handedOverAfterThree())).toEqual({ 李四: 'hands 1–3', 钱七: 'hand 4' })
  })
})
