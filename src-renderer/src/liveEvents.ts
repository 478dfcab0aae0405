/**
 * The one event stream from main (hands, tables, clocks, accounts, devices changed): over IPC in
 * the app's window, over a WebSocket on the LAN. A LAN page that loses the connection shows 离线
 * (`online`), reconnects, and tells its listeners to catch up (`resync`).
 */
import { ref } from 'vue'
import type { ApiEvent, TableDisplay } from '../../src-main/api/types'
import { overLan, pairedDevice } from './transport'

/** A display device is sent its table's view along with the event. */
export type LiveEvent = (ApiEvent & { display?: TableDisplay }) | { topic: 'resync'; sessionId: null; tableId: null }

const listeners = new Set<(event: LiveEvent) => void>()
export const online = ref(true)
/** Whether the desk confirmed this LAN device (one that writes waits after pairing); null until the stream says. */
export const confirmed = ref<boolean | null>(null)
/** The server closed the stream for good: this device was refused or revoked (or never paired). */
export const dropped = ref(false)
/** The stream is open or reconnecting (a LAN page starts it once paired). */
let connected = false

const emit = (event: LiveEvent) => listeners.forEach((listener) => listener(event))

function connect(delay = 1000): void {
  const device = pairedDevice()
  if (!device) return void (connected = false)
  const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/events`)
  let wasReady = false
  socket.onopen = () => socket.send(JSON.stringify({ token: device.token }))
  socket.onmessage = (message) => {
    const data = JSON.parse(String(message.data)) as
      | { type: 'ready'; confirmed: boolean }
      | { type: 'confirmed' }
      | { type: 'event'; event: ApiEvent; display?: TableDisplay }
    if (data.type === 'confirmed') confirmed.value = true
    else if (data.type === 'ready') {
      wasReady = true
      confirmed.value = data.confirmed
      if (!online.value) emit({ topic: 'resync', sessionId: null, tableId: null })
      online.value = true
    } else emit({ ...data.event, display: data.display })
  }
  socket.onclose = (closed) => {
    online.value = false
    // 4401 / 4403: not paired or revoked; the next API call sends the page to pairing.
    if (closed.code === 4401 || closed.code === 4403) {
      dropped.value = true
      return void (connected = false)
    }
    setTimeout(() => connect(wasReady ? 1000 : Math.min(delay * 2, 10_000)), wasReady ? 1000 : delay)
  }
}

function start(): void {
  if (!overLan()) {
    if (!connected) window.api.onEvent?.(emit)
    connected = true
  } else if (!connected && pairedDevice()) {
    connected = true
    dropped.value = false
    confirmed.value = null
    connect()
  }
}

/** Calls `listener` on every event from now on; returns the unsubscribe. */
export function onLiveEvent(listener: (event: LiveEvent) => void): () => void {
  start()
  listeners.add(listener)
  return () => listeners.delete(listener)
}
