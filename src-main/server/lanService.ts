import { networkInterfaces } from 'node:os'
import type { Gateway } from '../api/gateway'
import type { AppContext } from '../context'
import type { DeviceFiles } from '../api/assemble'
import { checkGrant, type DeviceGrant } from '../services/lan/devices'
import { saveLanConfig } from '../services/lan/config'
import { notServing, type LanHost } from '../services/lan/host'
import { issueTableCards } from '../services/lan/tableCards'
import { startLanServer, type LanServer } from './lanServer'
import { PairingCodes } from './pairing'
import type { LanConfig, LanStatus, PairingOffer, TableCard } from '../model/lan'
const ALL_INTERFACES = ['0.0.0.0', '::']

function ipv4Interfaces(): LanStatus['interfaces'] {
  return Object.entries(networkInterfaces()).flatMap(([name, addresses]) =>
    (addresses ?? []).filter((a) => a.family === 'IPv4').map((a) => ({ name, address: a.address }))
  )
}

/** The address a device opens: the listening one, or this machine's first LAN address when listening on all. */
function publicAddress(host: string): string {
  if (!ALL_INTERFACES.includes(host)) return host.includes(':') ? `[${host}]` : host
  const lan = ipv4Interfaces().find((entry) => !entry.address.startsWith('127.'))
  return lan?.address ?? '127.0.0.1'
}

/** Starts, stops and restarts the LAN server for the app's window or `npm run serve`. */
export class LanService implements LanHost {
  private server: LanServer | null = null
  private problem: LanStatus['problem'] = null
  private gateway: Gateway | null = null
  private files: DeviceFiles | null = null
  private readonly pairing: PairingCodes

  constructor(
    private readonly ctx: AppContext,
    private readonly rendererDir: string,
    private config: LanConfig,
    /** Headless: the command line chose the address, the LAN settings cannot change it. */
    private readonly configurable: boolean
  ) {
    this.pairing = new PairingCodes(() => ctx.now?.() ?? Date.now())
  }

  /** Serves the gateway's API, downloads and uploads (when enabled); a port in use is reported in the status, not thrown. */
  async start(gateway: Gateway, files: DeviceFiles): Promise<void> {
    this.gateway = gateway
    this.files = files
    await this.restart()
  }

  status(): LanStatus {
    const running = this.server !== null
    const url = running ? `http://${publicAddress(this.config.host)}:${this.server!.port}` : null
    return {
      ...this.config,
      port: this.server?.port ?? this.config.port,
      running,
      url,
      interfaces: ipv4Interfaces(),
      configurable: this.configurable,
      problem: this.problem
    }
  }

  async configure(config: LanConfig): Promise<LanStatus> {
    saveLanConfig(this.ctx.db, config)
    this.config = config
    await this.restart()
    return this.status()
  }

  /** A code for a device to pair with; the grant (role, table) is checked now. */
  pair(grant: DeviceGrant): PairingOffer {
    const { url } = this.status()
    if (url === null) throw notServing()
    checkGrant(this.ctx.db, grant)
    const { code, expiresAt } = this.pairing.issue(grant)
    return { code, expiresAt, url: `${url}/#/pair?code=${code}` }
  }

  /** A display card for every table, the old ones revoked (设置 → 局域网 → 打印桌卡). */
  tableCards(): TableCard[] {
    const { url } = this.status()
    if (url === null) throw notServing()
    const at = this.ctx.now?.() ?? Date.now()
    const { cards, revoked } = issueTableCards(this.ctx.db, url, at, (table) => `${table} 桌卡`)
    for (const id of revoked) this.dropDevice(id)
    return cards
  }

  dropDevice(id: number): void {
    this.server?.dropDevice(id)
  }

  confirmDevice(id: number): void {
    this.server?.confirmDevice(id)
  }

  async close(): Promise<void> {
    await this.server?.close()
    this.server = null
  }

  private async restart(): Promise<void> {
    await this.close()
    this.problem = null
    if (!this.config.enabled || !this.gateway || !this.files) return
    try {
      this.server = await startLanServer({
        ctx: this.ctx,
        gateway: this.gateway,
        files: this.files,
        pairing: this.pairing,
        rendererDir: this.rendererDir,
        host: this.config.host,
        port: this.config.port
      })
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'ERROR'
      this.problem = {
        messageZh: `局域网服务无法启动（${code}）：端口可能已被占用，请换一个端口。`,
        messageEn: `The LAN server could not start (${code}): the port may be in use; choose another.`
      }
    }
  }
}
