import { ipcMain, type IpcMainInvokeEvent } from 'electron'
import { LOCAL_CALLER, type Gateway } from './gateway'
import { CHANNELS } from './channels'
import { refuseUnknownPage } from './unknownPage'

/** Registers the one IPC channel; only the app's own page may call it. */
export function registerIpc(gateway: Gateway, isTrustedUrl: (url: string) => boolean): void {
  ipcMain.handle(CHANNELS.api, (event: IpcMainInvokeEvent, method: unknown, input: unknown) => {
    const refused = refuseUnknownPage(event.senderFrame?.url, isTrustedUrl)
    if (refused) return refused
    return gateway.call(LOCAL_CALLER, method, input)
  })
}
