/**
 * The one event stream from main (hands, tables, clocks, accounts, devices changed): over IPC in
 * the app's window, over a WebSocket on the LAN. A LAN page that loses the connection shows 离线
 * (`online`), reconnects, and tells its listeners to catch up (`resync`).
 */
import { ref } from 'vue'
import type { ApiEvent } from '../../src-main/api/types'
import { overLan, pairedDevice } from './transport'

export type LiveEvent = ApiEvent | { topic: 'resync'; sessionId: null; tableId: null }

const listeners = new Set<(event: LiveEvent) => void>()
export const online = ref(true)
let started = false

const emit = (event: LiveEvent) => listeners.forEach((listener) => listener(event))

function connect(delay = 1000): void {
  const device = pairedDevice()
  if (!device) return
  const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/events`)
  let wasReady = false
  socket.onopen = () => socket.send(JSON.stringify({ token: device.token }))
  socket.onmessage = (message) => {
    const data = JSON.parse(String(message.data)) as { type: 'ready' } | { type: 'event'; event: ApiEvent }
    if (data.type === 'ready') {
      wasReady = true
      if (!online.value) emit({ topic: 'resync', sessionId: null, tableId: null })
      online.value = true
    } else emit(data.event)
  }
  socket.onclose = (closed) => {
    online.value = false
    // 4401 / 4403: not paired or revoked; the next API call sends the page to pairing.
    if (closed.code === 4401 || closed.code === 4403) return
    setTimeout(() => connect(wasReady ? 1000 : Math.min(delay * 2, 10_000)), wasReady ? 1000 : delay)
  }
}

function start(): void {
  if (started) return
  started = true
  if (!overLan()) window.api.onEvent?.(emit)
  else connect()
}

/** Calls `listener` on every event from now on; returns the unsubscribe. */
export function onLiveEvent(listener: (event: LiveEvent) => void): () => void {
  start()
  listeners.add(listener)
  return () => listeners.delete(listener)
}
