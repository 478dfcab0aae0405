/**
 * The hand changes of the audit log as 撤销/重做 read them back: an undo names the change it
 * reverted, a redo the undo it took back, and an edit keeps the draft it replaced and the new one.
 */
import { z } from 'zod'

const id = z.number().int().positive()
const draft = z.looseObject({ events: z.array(z.unknown()) })
const redoable = { redoOf: id.optional() }

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
