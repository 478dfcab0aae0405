import { createHash } from 'node:crypto'

/**
 * What a client read of a hand, sent back with an edit or a delete: a hand whose stored input or
 * result changed since (an edit here or on another device, or a rescore after an earlier hand
 * changed) has another version, and the change is refused (HAND_CHANGED), never overwritten.
 */
export function handVersion(row: { deleted: number; input: string; result: string }): string {
  return createHash('sha256').update(`${row.deleted}\n${row.input}\n${row.result}`).digest('base64url').slice(0, 22)
}
