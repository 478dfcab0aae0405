import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WindowApi } from '../../src-main/api/types'
import { ApiCallError, call } from '../../src-renderer/src/api'
import { setLocale } from '../../src-renderer/src/i18n'

function apiAnswering(answer: () => Promise<unknown>): WindowApi {
  return { invoke: answer, print: answer } as unknown as WindowApi
}

const duplicate = {
  ok: false,
  error: {
    code: 'DUPLICATE_NAME',
    messageZh: '已有同名会员“张三”。',
    messageEn: 'A player named "张三" already exists.',
    path: 'name'
  }
}

afterEach(() => {
  setLocale('zh-CN')
  vi.restoreAllMocks()
})

describe('call', () => {
  it('resolves with the data of a successful result', async () => {
    window.api = apiAnswering(async () => ({ ok: true, data: [{ id: 1, name: '张三' }] }))
    await expect(call('players.list', { query: 'zs' })).resolves.toEqual([{ id: 1, name: '张三' }])
  })

  it('throws the error code, field and the message in the UI language', async () => {
    window.api = apiAnswering(async () => duplicate)
    const chinese = await call('players.create', { name: '张三' }).catch((error: unknown) => error)
    expect(chinese).toBeInstanceOf(ApiCallError)
    expect(chinese).toMatchObject({ code: 'DUPLICATE_NAME', path: 'name', message: '已有同名会员“张三”。' })

    setLocale('en')
    await expect(call('players.create', { name: '张三' })).rejects.toMatchObject({
      message: 'A player named "张三" already exists.'
    })
  })

  it('turns a broken bridge into an explained ApiCallError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    window.api = apiAnswering(async () => {
      throw new Error('ipc gone')
    })
    await expect(call('settings.get', {})).rejects.toMatchObject({
      code: 'UNREACHABLE',
      message: expect.stringContaining('请重启雀记')
    })
  })
})
