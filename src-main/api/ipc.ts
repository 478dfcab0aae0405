import { ipcMain, type IpcMainInvokeEvent } from 'electron'
import { LOCAL_CALLER, type Gateway } from './gateway'
import { CHANNELS } from './channels'

/** Registers the one IPC channel; only the app's own page may call it. */
export function registerIpc(gateway: Gateway, isTrustedUrl: (url: string) => boolean): void {
  ipcMain.handle(CHANNELS.api, (event: IpcMainInvokeEvent, method: unknown, input: unknown) => {
    const url = event.senderFrame?.url ?? ''
    if (!isTrustedUrl(url)) {
      return {
        ok: false,
        error: {
          code: 'FORBIDDEN',
          message: '拒绝了来自未知页面的请求。',
          messageEn: 'Request from an unknown page refused.'
        }
      }
    }
    return gateway.call(LOCAL_CALLER, method, input)
  })
}
