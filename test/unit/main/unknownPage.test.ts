import { describe, expect, it } from 'vitest'
import { refuseUnknownPage } from '../../../src-main/api/unknownPage'

const ownPage = (url: string) => url.startsWith('file:///app/')

describe('a call to the main process (API or print channel)', () => {
  it.each([['https://evil.example/'], [''], [undefined]])('from %s is refused FORBIDDEN, in zh and en', (url) => {
    expect(refuseUnknownPage(url, ownPage)).toEqual({
      ok: false,
      error: {
        code: 'FORBIDDEN',
        messageZh: expect.stringContaining('未知页面'),
        messageEn: expect.stringMatching(/unknown page/)
      }
    })
  })

  it("from the app's own page goes through", () => {
    expect(refuseUnknownPage('file:///app/index.html#/print', ownPage)).toBeNull()
  })
})
