import { contextBridge, ipcRenderer } from 'electron'
import type { WindowApi } from './api/contract'

const api: WindowApi = {
  invoke: (method, input) => ipcRenderer.invoke('api', method, input),
  print: (request) => ipcRenderer.invoke('print', request)
}

contextBridge.exposeInMainWorld('api', api)
