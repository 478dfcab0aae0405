import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json'
}

export interface StaticFile {
  body: Buffer
  type: string
}

/**
 * The built renderer, read once into memory by URL path (a few MB). Only the files found at start
 * can be served: a request path is a key to look up, never joined to a folder, so nothing outside
 * the folder can be reached.
 */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>()
  // Not built (a source checkout): the API is served, the pages are not found.
  if (!existsSync(dir)) return files
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const urlPath = `/${relative(dir, path).split(sep).join('/')}`
    files.set(urlPath, { body: readFileSync(path), type: TYPES[extname(path)] ?? 'application/octet-stream' })
  }
  const index = files.get('/index.html')
  if (index) files.set('/', index)
  return files
}
