import { AppError } from '../../errors'
import type { DeviceGrant } from './devices'
import type { TableCard, LanStatus, PairingOffer, LanConfig } from '../../model/lan'

/** What the process that serves the LAN offers the API (the app's window, or `npm run serve`). */
export interface LanHost {
  status(): LanStatus
  configure(config: LanConfig): Promise<LanStatus>
  pair(grant: DeviceGrant): PairingOffer
  /** A printed display card for every table, replacing the ones printed before. */
  tableCards(): TableCard[]
  /** Closes a revoked device's connections at once. */
  dropDevice(id: number): void
  /** Tells a device the desk confirmed that it may work now. */
  confirmDevice(id: number): void
}

export const notServing = () =>
  new AppError('LAN_OFF', '局域网服务没有开启，请先在设置 → 局域网里开启。', 'The LAN server is off: turn it on first.')

/** Where nothing serves the LAN (tests, the browser harness). */
export const NO_LAN: LanHost = {
  status: () => ({
    enabled: false,
    host: '0.0.0.0',
    port: 0,
    running: false,
    url: null,
    interfaces: [],
    configurable: false,
    problem: null
  }),
  configure: () => Promise.reject(notServing()),
  pair: () => {
    throw notServing()
  },
  tableCards: () => {
    throw notServing()
  },
  dropDevice: () => {},
  confirmDevice: () => {}
}
