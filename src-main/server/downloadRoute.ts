/** How a finished download is sent: its type, its name (RFC 6266 / 5987) and its bytes, streamed. */
import { createReadStream } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { extname } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { DownloadFile } from '../services/jobs/downloads'

/** `GET /api/downloads/<id>`: what follows the prefix is checked by the downloads themselves. */
export const DOWNLOAD_PREFIX = '/api/downloads/'

const TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
}

/** `filename` for old clients (ASCII only, quoted) and `filename*` with the real (Chinese) name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** Streams the file (never read whole: a club's backup can pass a gigabyte); resolves true once all of it was sent. */
export async function sendFile(
  response: ServerResponse,
  file: DownloadFile,
  headers: Record<string, string>
): Promise<boolean> {
  response.writeHead(200, {
    ...headers,
    'Content-Type': TYPES[extname(file.name)] ?? 'application/octet-stream',
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(file.name),
    'Cache-Control': 'no-store'
  })
  try {
    await pipeline(createReadStream(file.path), response)
    return true
  } catch {
    return false
  }
}
