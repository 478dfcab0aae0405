/**
 * The audit log's kinds (what changed) and actions, in both languages: one table, typed by main's
 * lists, so a kind main writes without a label here does not compile. An older file's kind that is
 * not listed any more is shown as stored.
 */
import type { AuditAction, AuditEntity } from '../../../../src-main/api/types'

type Labels<K extends string> = Record<K, readonly [zh: string, en: string]>

const ENTITIES: Labels<AuditEntity> = {
  account: ['会员账户', 'Member account'],
  backup: ['备份', 'Backup'],
  bonusRules: ['充值赠送规则', 'Top-up bonus rules'],
  clock: ['计时', 'Table clock'],
  device: ['设备', 'Device'],
  goods: ['商品与库存', 'Goods and stock'],
  goodsSale: ['商品销售', 'Goods sale'],
  hand: ['牌局记录', 'Hand'],
  parlorTable: ['桌台', 'Table'],
  player: ['会员', 'Player'],
  preset: ['规则预设', 'Rule preset'],
  ratePlan: ['计费方案', 'Rate plan'],
  session: ['牌局', 'Session'],
  setting: ['员工设置', 'Staff setting'],
  settings: ['设置', 'Settings'],
  shift: ['班次', 'Shift'],
  staff: ['员工', 'Staff']
}

const ACTIONS: Labels<AuditAction> = {
  add: ['添加', 'Added'],
  adjust: ['调整', 'Adjusted'],
  archive: ['归档', 'Archived'],
  close: ['结束', 'Closed'],
  confirm: ['确认设备', 'Device confirmed'],
  count: ['盘点', 'Stock counted'],
  create: ['新建', 'Created'],
  creditLimit: ['改额度', 'Credit limit changed'],
  delete: ['删除', 'Deleted'],
  discard: ['丢弃', 'Discarded'],
  edit: ['修改', 'Edited'],
  handAccepted: ['接受送来的牌局', 'Queued hand accepted'],
  handover: ['换人', 'Seat handed over'],
  handReturned: ['退回送来的牌局', 'Queued hand returned'],
  import: ['导入', 'Imported'],
  open: ['开始', 'Opened'],
  pair: ['配对', 'Paired'],
  pause: ['暂停', 'Paused'],
  receive: ['进货', 'Stock received'],
  reopen: ['重开', 'Reopened'],
  rescore: ['重新计分', 'Rescored'],
  resetPin: ['重设 PIN', 'PIN reset'],
  restore: ['恢复', 'Restored'],
  resume: ['继续', 'Resumed'],
  reverse: ['冲正', 'Reversed'],
  revoke: ['撤销配对', 'Unpaired'],
  save: ['保存', 'Saved'],
  sell: ['卖出', 'Sold'],
  settleMoney: ['结账', 'Settled'],
  signIn: ['上班登录', 'Signed in'],
  start: ['开台', 'Started'],
  takeBackHandover: ['撤回换人', 'Handover taken back'],
  topup: ['充值', 'Top-up'],
  refund: ['退款', 'Refund'],
  transfer: ['转账', 'Transfer'],
  undo: ['撤销', 'Undone'],
  update: ['更改', 'Changed'],
  void: ['作废', 'Voided']
}

/** The kinds in the audit screen's filter, in the table's order. */
export const AUDIT_ENTITY_KINDS = Object.keys(ENTITIES) as AuditEntity[]

const inLanguage = <K extends string>(labels: Labels<K>, index: 0 | 1): Record<K, string> =>
  Object.fromEntries(
    Object.entries<readonly [string, string]>(labels).map(([kind, pair]) => [kind, pair[index]])
  ) as Record<K, string>

export const zh = { entities: inLanguage(ENTITIES, 0), actions: inLanguage(ACTIONS, 0) }
export const en: typeof zh = { entities: inLanguage(ENTITIES, 1), actions: inLanguage(ACTIONS, 1) }
