/**
 * How a download is sent: streamed from disk (a club's backup can pass a gigabyte), and told
 * apart when the client stops midway (the file then stays for another try).
 */
import { truncateSync, writeFileSync } from 'node:fs'
import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendFile } from '../../../src-main/server/downloadRoute'
import { tempDir } from '../../support/context'

/** A sparse file: big to send, nothing on the disk. */
const SIZE = 512 * 1024 * 1024
const file = { path: join(tempDir('queji-download-route-'), 'backup.json'), name: '雀记备份.json', size: SIZE }
const outcomes: boolean[] = []
let server: Server
let port: number

beforeAll(async () => {
  writeFileSync(file.path, '')
  truncateSync(file.path, SIZE)
  server = createServer((_request, response) => void sendFile(response, file, {}).then((done) => outcomes.push(done)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('sending a download', () => {
  it('streams a 512 MB file whole without holding it in memory, and says it was all sent', async () => {
    const before = process.memoryUsage().rss
    let peak = before
    const received = await new Promise<number>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/' }, (response) => {
        expect(response.headers['content-length']).toBe(String(SIZE))
        expect(response.headers['content-disposition']).toContain("filename*=UTF-8''%E9%9B%80")
        let count = 0
        response.on('data', (chunk: Buffer) => {
          count += chunk.length
          peak = Math.max(peak, process.memoryUsage().rss)
        })
        response.on('end', () => resolve(count))
      }).on('error', reject)
    })
    expect(received).toBe(SIZE)
    expect(peak - before).toBeLessThan(SIZE / 4)
    await expect.poll(() => outcomes).toEqual([true])
  }, 60_000)

  it('says so when the client stops midway', async () => {
    outcomes.length = 0
    await new Promise<void>((resolve, reject) => {
      const request = get({ host: '127.0.0.1', port, path: '/' }, (response) => {
        response.once('data', () => {
          request.destroy()
          resolve()
        })
      })
      request.on('error', () => undefined)
      setTimeout(() => reject(new Error('no data')), 10_000)
    })
    await expect.poll(() => outcomes).toEqual([false])
  })
})
