/**
 * The hand changes of the audit log as 撤销/重做 read them back: an undo names the change it
 * reverted, a redo the undo it took back, and an edit keeps the draft it replaced and the new one.
 */
import { z } from 'zod'
import { jsonColumn, readStored } from './readStored'
import type { StoredDraft } from '../../model/sessions'

const id = z.number().int().positive()
const draft = z.looseObject({
  events: z.array(z.looseObject({ type: z.string() })),
  supporters: z.array(z.object({ playerId: id, seat: z.number().int().min(0) }))
})
const redoable = { redoOf: id.optional() }
/** `hand_queue.draft`: a hand as a tablet sent it (the contract checked it then). */
export const HAND_DRAFT = jsonColumn<StoredDraft>(draft, { zh: '送来的牌局', en: 'queued hand' })

export const HAND_CHANGES = ['add', 'edit', 'delete'] as const
export type HandChangeAction = (typeof HAND_CHANGES)[number]

/** Each action a hand's audit row may have, with what its before and after hold. */
export const HAND_AUDIT = {
  add: { before: z.null(), after: z.looseObject({ draft, ...redoable }) },
  edit: { before: z.looseObject({ draft }), after: z.looseObject({ draft, ...redoable }) },
  delete: { before: z.looseObject({ draft }), after: z.looseObject(redoable).nullable() },
  undo: { before: z.null(), after: z.looseObject({ undoOf: id, undid: z.enum(HAND_CHANGES), seq: id }) },
  rescore: { before: z.looseObject({}), after: z.looseObject({}) }
} satisfies Record<string, { before: z.ZodType; after: z.ZodType }>

export type HandAuditAction = keyof typeof HAND_AUDIT

export type HandAuditSide<A extends HandAuditAction, S extends 'before' | 'after'> = z.output<(typeof HAND_AUDIT)[A][S]>

/** One side of a hand's audit row, read through the schema its action gives it. */
export function readHandAudit<A extends HandAuditAction, S extends 'before' | 'after'>(
  action: A,
  side: S,
  text: string | null
): HandAuditSide<A, S> {
  return readStored(HAND_AUDIT[action][side], text ?? 'null', { zh: '操作记录', en: 'audit entry' }) as HandAuditSide<
    A,
    S
  >
}

const snapshot = z.object({
  dealer: z.number().int(),
  dealerStreak: z.number().int(),
  deltas: z.array(z.number()),
  supporterDeltas: z.record(z.string(), z.number())
})

/** `hand_requests.changes`: the changes a saved request answered with, given again to a repeat of it. */
export const HAND_CHANGES_COLUMN = jsonColumn(
  z.array(
    z.object({
      handId: id,
      seq: id,
      before: snapshot.nullable(),
      after: snapshot.nullable(),
      engineVersion: z.object({ before: z.string(), after: z.string() }).optional()
    })
  ),
  { zh: '保存记录', en: 'saved request' }
)
