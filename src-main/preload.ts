import { contextBridge, ipcRenderer } from 'electron'
import { CHANNELS } from './api/channels'
import type { WindowApi } from './api/types'

const api: WindowApi = {
  invoke: (method, input) => ipcRenderer.invoke(CHANNELS.api, method, input),
  print: (request) => ipcRenderer.invoke(CHANNELS.print, request)
}

contextBridge.exposeInMainWorld('api', api)
