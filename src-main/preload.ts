import { contextBridge, ipcRenderer } from 'electron'
import { CHANNELS } from './api/channels'
import type { ApiEvent, WindowApi } from './api/types'

const api: WindowApi = {
  invoke: (method, input) => ipcRenderer.invoke(CHANNELS.api, method, input),
  print: (request) => ipcRenderer.invoke(CHANNELS.print, request),
  onEvent: (listener) => void ipcRenderer.on(CHANNELS.events, (_event, apiEvent: ApiEvent) => listener(apiEvent))
}

contextBridge.exposeInMainWorld('api', api)
