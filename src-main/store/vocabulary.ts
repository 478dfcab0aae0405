/*
 * The closed lists the database's CHECKs and the API's schemas take their values from, with their
 * types (model/ passes the types on). A leaf: it imports nothing, so model/ and store/ both may.
 */

/** Every kind of thing the log records a change of; each has a zh and en label (the audit screen). */
export const AUDIT_ENTITIES = [
  'account',
  'backup',
  'bonusRules',
  'clock',
  'device',
  'goods',
  'goodsSale',
  'hand',
  'parlorTable',
  'player',
  'preset',
  'ratePlan',
  'session',
  'setting',
  'settings',
  'shift',
  'staff'
] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]

/** Every action the log records; each has a zh and en label (the audit screen). */
export const AUDIT_ACTIONS = [
  'add',
  'adjust',
  'archive',
  'close',
  'confirm',
  'count',
  'create',
  'creditLimit',
  'delete',
  'discard',
  'edit',
  'handAccepted',
  'handover',
  'handReturned',
  'import',
  'open',
  'pair',
  'pause',
  'receive',
  'reopen',
  'rescore',
  'resetPin',
  'restore',
  'resume',
  'reverse',
  'revoke',
  'save',
  'sell',
  'settleMoney',
  'signIn',
  'start',
  'takeBackHandover',
  'topup',
  'refund',
  'transfer',
  'undo',
  'update',
  'void'
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The kinds of account movement, as the table's CHECK lists them (migration 0017 added goods). */
export const LEDGER_KINDS = [
  'topup',
  'bonus',
  'refund',
  'adjustment',
  'transferIn',
  'transferOut',
  'settlement',
  'tableFee',
  'goods',
  'reversal'
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export const STAFF_ROLES = ['owner', 'cashier', 'attendant'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** What a paired device may do (who may call what: api/permissions). */
export const DEVICE_ROLES = ['desk', 'table', 'display'] as const
export type DeviceRole = (typeof DEVICE_ROLES)[number]
