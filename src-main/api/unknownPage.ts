import type { ApiError } from './types'

/**
 * Only the app's own page may call the main process, on the API channel and the print channel
 * alike: the refusal a call from any other page (`senderFrame.url`) gets, or null for the app's own.
 */
export function refuseUnknownPage(
  url: string | undefined,
  isTrustedUrl: (url: string) => boolean
): { ok: false; error: ApiError } | null {
  if (isTrustedUrl(url ?? '')) return null
  return {
    ok: false,
    error: {
      code: 'FORBIDDEN',
      messageZh: '拒绝了来自未知页面的请求。',
      messageEn: 'Request from an unknown page refused.'
    }
  }
}
