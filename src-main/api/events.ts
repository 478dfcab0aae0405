/**
 * The one event stream from main: what changed (hands, tables, clocks, accounts, devices), never
 * the data itself; a window or device that cares asks again through the API, under its permissions.
 */
import type { Database } from 'better-sqlite3'
import { getClockRow } from '../store/parlor'
import type { Method } from './contract'

/** queue: the table-hands queue (services/lan/handQueue); jobs: a long job's progress or end (services/jobs). */
export type Topic = 'hands' | 'tables' | 'clocks' | 'accounts' | 'devices' | 'queue' | 'jobs'

export interface ApiEvent {
  topic: Topic
  /** The session it happened at, when there is one. */
  sessionId: number | null
  /** The parlor table of that session, when it is played at one. */
  tableId: number | null
}

type SessionOf = (input: unknown, output: unknown) => number | null

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
const asId = (value: unknown): number | null => (typeof value === 'number' ? value : null)

const outputSession: SessionOf = (_input, output) => asId(field(field(output, 'session'), 'id'))
const outputId: SessionOf = (_input, output) => asId(field(output, 'id'))
const outputSessionId: SessionOf = (_input, output) => asId(field(output, 'sessionId'))
const inputSessionId: SessionOf = (input) => asId(field(input, 'sessionId'))
const noSession: SessionOf = () => null

/** The writes that are announced, and where their session is found. */
const ANNOUNCED: Partial<Record<Method, { topic: Topic; session: SessionOf }>> = {
  'hands.add': { topic: 'hands', session: outputSession },
  'hands.edit': { topic: 'hands', session: outputSession },
  'hands.delete': { topic: 'hands', session: outputSession },
  'hands.undo': { topic: 'hands', session: outputSession },
  'hands.redo': { topic: 'hands', session: outputSession },
  'handQueue.send': { topic: 'queue', session: outputSessionId },
  'handQueue.accept': { topic: 'hands', session: outputSession },
  'handQueue.return': { topic: 'queue', session: outputSessionId },
  'sessions.create': { topic: 'tables', session: outputId },
  'sessions.close': { topic: 'tables', session: outputId },
  'sessions.reopen': { topic: 'tables', session: outputId },
  'sessions.void': { topic: 'tables', session: outputId },
  'sessions.handOver': { topic: 'tables', session: outputId },
  'sessions.takeBackHandover': { topic: 'tables', session: outputId },
  'parlor.open': { topic: 'tables', session: outputSession },
  'parlor.close': { topic: 'tables', session: inputSessionId },
  'parlor.clock.pause': { topic: 'clocks', session: outputSessionId },
  'parlor.clock.resume': { topic: 'clocks', session: outputSessionId },
  'accounts.topUp': { topic: 'accounts', session: noSession },
  'accounts.refund': { topic: 'accounts', session: noSession },
  'accounts.adjust': { topic: 'accounts', session: noSession },
  'accounts.transfer': { topic: 'accounts', session: noSession },
  'accounts.reverse': { topic: 'accounts', session: noSession },
  'accounts.setCreditLimit': { topic: 'accounts', session: noSession },
  'goods.sellToAccount': { topic: 'accounts', session: noSession },
  'goods.voidSale': { topic: 'accounts', session: noSession },
  'devices.pair': { topic: 'devices', session: noSession },
  'devices.confirm': { topic: 'devices', session: noSession },
  'lan.tableCards': { topic: 'devices', session: noSession },
  'devices.revoke': { topic: 'devices', session: noSession }
}

export class EventStream {
  private readonly listeners = new Set<(event: ApiEvent) => void>()

  subscribe(listener: (event: ApiEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  publish(event: ApiEvent): void {
    for (const listener of this.listeners) listener(event)
  }

  /** Announces a call that succeeded, if it is a write that others should hear of. */
  announce(db: Database, method: Method, input: unknown, output: unknown): void {
    const announced = ANNOUNCED[method]
    if (!announced) return
    const sessionId = announced.session(input, output)
    const tableId = sessionId === null ? null : (getClockRow(db, sessionId)?.table_id ?? null)
    this.publish({ topic: announced.topic, sessionId, tableId })
  }
}
