import type { RouteLocationNormalized, RouteLocationRaw } from 'vue-router'
import type { PairedDevice } from '../../src-main/api/types'
import { overLan, pairedDevice } from './transport'

/** Where a paired device starts: a desk in the whole app, a table's device at its table's display. */
export function homeOf(device: Pick<PairedDevice, 'role' | 'tableId'>): RouteLocationRaw {
  return device.role === 'desk' ? '/' : { name: 'display', params: { tableId: device.tableId } }
}

/**
 * In a browser on the LAN: an unpaired page goes to pairing; a table's device stays on its table's
 * display (a tablet also on that table's hand entry). Main decides what each call may do; this only
 * keeps a device away from screens whose calls it would be refused.
 */
export function deviceRoute(to: RouteLocationNormalized): true | RouteLocationRaw {
  if (!overLan() || to.name === 'pair') return true
  const device = pairedDevice()
  // a device that writes waits on the pairing page until the desk confirms it
  if (!device || device.confirmedAt === null) return { name: 'pair' }
  if (device.role === 'desk') return true
  if (to.name === 'display' && Number(to.params.tableId) === device.tableId) return true
  if (device.role === 'table' && to.name === 'session-table') return true
  return homeOf(device)
}
