/**
 * How the renderer reaches main: `window.api` in the app's window (IPC) and the browser harness;
 * in a browser on the LAN, HTTP with this device's token (`POST /api/<method>`, docs/LAN.md).
 */
import type { ApiInput, ApiOutput, ApiResult, Method, PairedDevice } from '../../src-main/api/types'

const DEVICE_KEY = 'queji.device'

/** A browser page served over the LAN (no preload script): it must be paired to call anything. */
export const overLan = (): boolean => !('api' in window)

export function pairedDevice(): PairedDevice | null {
  try {
    const stored = JSON.parse(localStorage.getItem(DEVICE_KEY) ?? 'null') as PairedDevice | null
    return typeof stored?.token === 'string' ? stored : null
  } catch {
    return null
  }
}

export function forgetDevice(): void {
  localStorage.removeItem(DEVICE_KEY)
}

/** Whether this page may use the whole app (the window, or a desk device), not one table's view. */
export function wholeApp(): boolean {
  const device = pairedDevice()
  return !overLan() || (device?.role === 'desk' && device.confirmedAt !== null)
}

async function post(path: string, body: unknown, token?: string): Promise<{ status: number; reply: unknown }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: response.status, reply: await response.json() }
}

export async function invokeApi<M extends Method>(method: M, input: ApiInput<M>): Promise<ApiResult<ApiOutput<M>>> {
  if (!overLan()) return window.api.invoke(method, input)
  const { status, reply } = await post(`/api/${method}`, input, pairedDevice()?.token)
  if (status === 401) {
    // Revoked or never paired: back to the pairing page.
    forgetDevice()
    window.location.hash = '#/pair'
  }
  return reply as ApiResult<ApiOutput<M>>
}

/**
 * This device's finished export (`GET /api/downloads/<id>`), fetched with the token in its header
 * (never in a URL) and handed to the browser's downloads under its name through a blob URL.
 */
export async function downloadExport(id: string, name: string): Promise<ApiResult<null>> {
  const token = pairedDevice()?.token ?? ''
  const response = await fetch(`/api/downloads/${encodeURIComponent(id)}`, {
    headers: { Authorization: `Bearer ${token}` }
  })
  if (!response.ok) return (await response.json()) as ApiResult<null>
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // the browser has taken the file once the click is handled; the blob is kept a while for a slow one
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
  return { ok: true, data: null }
}

/**
 * A backup file of this device sent to the machine with the data (`POST /api/uploads`, streamed by
 * the browser, the token in its header): the id a restore or an import then reads it by.
 */
export async function uploadBackup(file: File): Promise<ApiResult<{ upload: string }>> {
  const response = await fetch('/api/uploads', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${pairedDevice()?.token ?? ''}`,
      'Content-Type': 'application/octet-stream',
      // the name the job list and the audit show (a label only: main stores the file under its own name)
      'X-File-Name': encodeURIComponent(file.name)
    },
    body: file
  })
  return (await response.json()) as ApiResult<{ upload: string }>
}

/** The desk confirmed this device: it may work from now on. */
export function markConfirmed(at: number): void {
  const device = pairedDevice()
  if (device) localStorage.setItem(DEVICE_KEY, JSON.stringify({ ...device, confirmedAt: at }))
}

/** A printed table card's address (`card`: its display token, `table`: its table): this browser shows that table. */
export function adoptCard(card: unknown, table: unknown): PairedDevice | null {
  const id = typeof card === 'string' ? /^(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(card)?.[1] : undefined
  const tableId = Number(table)
  if (id === undefined || !Number.isSafeInteger(tableId)) return null
  const device: PairedDevice = {
    id: Number(id),
    token: card as string,
    name: '',
    role: 'display',
    tableId,
    pairedAt: 0,
    confirmedAt: 0,
    queueHands: false,
    lastSeenAt: null
  }
  localStorage.setItem(DEVICE_KEY, JSON.stringify(device))
  return device
}

/** Redeems a pairing code; on success this browser is the paired device from now on. */
export async function pairDevice(code: string, name: string): Promise<ApiResult<PairedDevice>> {
  const { reply } = await post('/api/pair', { code, name })
  const result = reply as ApiResult<PairedDevice>
  if (result.ok) localStorage.setItem(DEVICE_KEY, JSON.stringify(result.data))
  return result
}
