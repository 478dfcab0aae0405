/**
 * `message` means the same in every error type (issue 22): each carries `messageZh` and `messageEn`
 * for the UI, an Error's own `message` is the English one (for logs), and the wire form that every
 * transport sends (IPC, the LAN, the job worker) has the two UI fields and no `message` at all.
 */
import { describe, expect, it } from 'vitest'
import { AppError, damageOf, storedDataDamaged, toApiError } from '../../../src-main/errors'
import { RatePlanError } from '../../../src-main/services/fees/pricing'
import { ScoringError } from '../../../src-main/scoring/errors'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { openTestContext } from '../../support/context'

const HAN = /\p{Script=Han}/u

const errors: [string, Error & { code: string; messageZh: string; messageEn: string }][] = [
  ['AppError', new AppError('SOME_CODE', '不行。', 'No.')],
  ['RatePlanError', new RatePlanError('BAD_PLAN', '计费方案有误。', 'The rate plan is wrong.')],
  ['ScoringError', new ScoringError('UNKNOWN_EVENT_TYPE', 'Unknown event.', '未知事件。')]
]

describe.each(errors)('%s', (_, error) => {
  it('has messageZh and messageEn, and its own message is the English one', () => {
    expect(error.messageZh).toMatch(HAN)
    expect(error.messageEn).not.toMatch(HAN)
    expect(error.message).toBe(error.messageEn)
  })

  it('goes on the wire as code, messageZh and messageEn, without a message', () => {
    const wire = toApiError(error)
    expect(wire).toMatchObject({ code: error.code, messageZh: error.messageZh, messageEn: error.messageEn })
    expect(wire).not.toHaveProperty('message')
  })
})

it('names the two messages alike in a damaged part and in an unexpected failure', () => {
  const damage = damageOf(storedDataDamaged({ zh: '结算', en: 'settlement' }))
  expect(damage).toEqual({
    code: 'STORED_DATA_DAMAGED',
    messageZh: expect.stringMatching(HAN),
    messageEn: expect.any(String)
  })
  const internal = toApiError(new TypeError('x is undefined'))
  expect(Object.keys(internal).sort()).toEqual(['code', 'messageEn', 'messageZh'])
})

it('answers a refusal through dispatch with messageZh and messageEn', async () => {
  const ctx = await openTestContext()
  const result = await dispatch(createHandlers(ctx, 't'), 'players.archive', { id: 999 })
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.error.messageZh).toMatch(HAN)
  expect(result.error.messageEn).toContain('999')
  expect(result.error).not.toHaveProperty('message')
})
