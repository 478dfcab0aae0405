import { isIP } from 'node:net'

/**
 * DNS rebinding: a page on a guest's domain that resolves to this machine sends that domain as its
 * Host. Only an address literal or localhost, with the server's port, is accepted; a browser's
 * Origin, when sent, must be the same address.
 */
export function acceptedHost(host: string | undefined, port: number): boolean {
  if (!host) return false
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+):(\d{1,5})$/.exec(host)
  if (!match || Number(match[2]) !== port) return false
  const name = match[1].startsWith('[') ? match[1].slice(1, -1) : match[1]
  return name === 'localhost' || isIP(name) !== 0
}

export function acceptedOrigin(origin: string | undefined, host: string): boolean {
  return origin === undefined || origin === `http://${host}`
}
