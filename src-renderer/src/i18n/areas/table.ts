/** UI text of the table screens, both languages side by side (same keys). */
export const zh = {
  record: '记一局',
  nextHand: '第 {n} 局',
  dealer: '庄',
  streak: '连庄 ×{n}',
  lastHand: '上局',
  subtitle: '{seats} 人 · 已记 {hands} 局 · {time} 开局',
  settle: '结算',
  auditButton: '修改记录',
  projected: '按两人规则，现在结算是：',
  undoWhat: {
    add: '撤销记第 {n} 局',
    edit: '撤销对第 {n} 局的修改',
    delete: '撤销删除第 {n} 局'
  },
  redoWhat: {
    add: '重做记第 {n} 局',
    edit: '重做对第 {n} 局的修改',
    delete: '重做删除第 {n} 局'
  },
  saved: '已记第 {n} 局',
  closed: '已结算',
  closedHint: '这个牌局已结算锁定，只能查看。需要改分时请重新打开。',
  reopen: '重新打开',
  reopenConfirm: '重新打开这个牌局？结算会作废，改完后需要重新结算。',
  reopened: '已重新打开，可以修改了',
  void: {
    button: '作废',
    title: '作废这个牌局？',
    content: '用于开错的牌局：牌局和修改记录会保留，但不再出现在历史、排行、会员战绩和导出中。作废后不能恢复。',
    confirm: '作废牌局',
    done: '牌局已作废',
    banner: '已作废',
    bannerHint: '这个牌局已作废，不计入任何战绩，只能查看。'
  },
  notFound: '找不到这个牌局，可能已被删除。',
  backToList: '返回牌局列表',
  nobody: '无人（罚分）',
  noTransfers: '本局没有人付分',
  undistributed: '另有 {amount} 分罚分不归任何人',
  backers: '支持者',
  backs: '上局支持 {name}',
  backsNobody: '上局未支持',
  wind: {
    east: '东',
    south: '南',
    west: '西',
    north: '北'
  },
  how: {
    selfDraw: '自摸',
    discard: '{name} 点炮'
  },
  chart: {
    title: '走势',
    start: '开局'
  },
  sheet: {
    title: '记分表',
    seq: '局',
    dealer: '庄家',
    winner: '胡牌',
    how: '方式',
    pattern: '牌型',
    total: '合计',
    empty: '还没有记分，点“记一局”开始'
  },
  detail: {
    title: '第 {n} 局',
    transfers: '付分明细',
    deltas: '本局得失',
    recorded: '记于 {time}',
    changed: '改于 {time}',
    edit: '修改',
    delete: '删除',
    deleteConfirm: '删除第 {n} 局？之后各局的庄家和分数会重新计算；删错了可以撤销。'
  },
  changes: {
    lead: '有 {count} 局的庄家或分数变了，划线的是原来的：',
    nothing: '各局的庄家和分数都没有变化。',
    noLater: '{what}，后面各局没有变化',
    backer: '{name}（支持者）',
    tagDeleted: '已删除',
    tagRestored: '已恢复',
    tagRescored: '新版计分',
    rescored:
      '标“新版计分”的局原来由 {before} 版计分程序计算，本版（{after}）算出的分数不同，已按本版更新，并记入修改记录。',
    close: '知道了',
    edited: '已修改第 {n} 局',
    deleted: '已删除第 {n} 局',
    undoneNothing: '已撤销，分数没有变化',
    undone: {
      add: '已撤销：记第 {n} 局',
      edit: '已撤销对第 {n} 局的修改',
      delete: '已撤销删除，第 {n} 局已恢复'
    },
    redoneNothing: '已重做，分数没有变化',
    redone: {
      add: '已重做：第 {n} 局已恢复',
      edit: '已重做对第 {n} 局的修改',
      delete: '已重做：第 {n} 局已删除'
    }
  },
  audit: {
    title: '修改记录',
    empty: '还没有记录',
    hand: '第 {n} 局',
    undid: '撤销（{action}）'
  },
  handOver: {
    button: '换人',
    title: '换人：{name} 的座位',
    intro: '谁来接替 {name}？已打的 {hands} 局仍算 {name} 的，从第 {n} 局起算新玩家的。',
    confirm: '从第 {n} 局起，{to} 接替 {from}。',
    confirmButton: '确认换人',
    back: '重新选人',
    done: '{to} 已接替 {from}',
    marker: '第 {n} 局起 {to} 接替 {from}',
    takeBack: '撤回换人',
    takenBack: '已撤回换人，{from} 回到座位',
    seatTotal: '座位合计'
  },
  notice: {
    endedTitle: '役满：组会结束',
    ended: '上一局出现役满，本次组会到此结束，请结算。',
    leavesTitle: '诈和离座',
    leaves: '{name} 诈和，须离座：请换人上桌，或结束牌局。',
    leavesAction: '换人上桌'
  }
}

export const en: typeof zh = {
  record: 'Record hand',
  nextHand: 'Hand {n}',
  dealer: 'Dealer',
  streak: 'streak ×{n}',
  lastHand: 'Last hand',
  subtitle: '{seats} players · {hands} hands · started {time}',
  settle: 'Settle',
  auditButton: 'Change log',
  projected: 'Settled now under the two-player rules:',
  undoWhat: {
    add: 'Undo hand {n}',
    edit: 'Undo the edit of hand {n}',
    delete: 'Undo deleting hand {n}'
  },
  redoWhat: {
    add: 'Redo hand {n}',
    edit: 'Redo the edit of hand {n}',
    delete: 'Redo deleting hand {n}'
  },
  saved: 'Hand {n} recorded',
  closed: 'Settled',
  closedHint: 'This session is settled and locked; it can only be viewed. Reopen it to change scores.',
  reopen: 'Reopen',
  reopenConfirm: 'Reopen this session? The settlement is dropped; settle again after your changes.',
  reopened: 'Reopened: changes are allowed again',
  void: {
    button: 'Void',
    title: 'Void this table?',
    content:
      'For a table opened by mistake: the table and its change log are kept, but it leaves history, leaderboards, player records and exports. Voiding cannot be undone.',
    confirm: 'Void table',
    done: 'Table voided',
    banner: 'Voided',
    bannerHint: 'This table was voided; it counts in no records and can only be viewed.'
  },
  notFound: 'This table session was not found; it may have been deleted.',
  backToList: 'Back to tables',
  nobody: 'nobody (penalty)',
  noTransfers: 'Nobody pays this hand',
  undistributed: '{amount} more in penalties go to nobody',
  backers: 'Backers',
  backs: 'backed {name} last hand',
  backsNobody: 'backed nobody last hand',
  wind: {
    east: 'E',
    south: 'S',
    west: 'W',
    north: 'N'
  },
  how: {
    selfDraw: 'Self-draw',
    discard: 'Dealt in by {name}'
  },
  chart: {
    title: 'Running totals',
    start: 'Start'
  },
  sheet: {
    title: 'Score sheet',
    seq: 'Hand',
    dealer: 'Dealer',
    winner: 'Winner',
    how: 'How',
    pattern: 'Pattern',
    total: 'Total',
    empty: 'No hands yet: press “Record hand” to start'
  },
  detail: {
    title: 'Hand {n}',
    transfers: 'Payments',
    deltas: 'This hand',
    recorded: 'Recorded {time}',
    changed: 'changed {time}',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Delete hand {n}? Dealers and scores of later hands are recomputed; you can undo it.'
  },
  changes: {
    lead: '{count} hands changed dealer or scores; struck-through values are the old ones:',
    nothing: 'No hand’s dealer or scores changed.',
    noLater: '{what}; no later hand changed',
    backer: '{name} (backer)',
    tagDeleted: 'deleted',
    tagRestored: 'restored',
    tagRescored: 'new scoring',
    rescored:
      'Hands marked “new scoring” were scored by version {before} of the scoring engine; this version ({after}) scores them differently. They now follow this version, and the change log says so.',
    close: 'OK',
    edited: 'Hand {n} edited',
    deleted: 'Hand {n} deleted',
    undoneNothing: 'Undone; no score changed',
    undone: {
      add: 'Undone: hand {n} removed',
      edit: 'Undone: the edit of hand {n}',
      delete: 'Undone: hand {n} restored'
    },
    redoneNothing: 'Redone; no score changed',
    redone: {
      add: 'Redone: hand {n} restored',
      edit: 'Redone: the edit of hand {n}',
      delete: 'Redone: hand {n} deleted'
    }
  },
  audit: {
    title: 'Change log',
    empty: 'Nothing recorded yet',
    hand: 'hand {n}',
    undid: 'Undo ({action})'
  },
  handOver: {
    button: 'Hand over',
    title: 'Hand over the seat of {name}',
    intro:
      'Who takes over from {name}? The {hands} hands played so far stay with {name}; from hand {n} on they count for the new player.',
    confirm: 'From hand {n} on, {to} takes over from {from}.',
    confirmButton: 'Hand over',
    back: 'Pick someone else',
    done: '{to} took over from {from}',
    marker: 'From hand {n}: {to} takes over from {from}',
    takeBack: 'Take back',
    takenBack: 'Handover taken back; {from} is back in the seat',
    seatTotal: 'Seat total'
  },
  notice: {
    endedTitle: 'Yakuman: the session ends',
    ended: 'The last hand was a yakuman, which ends this session. Please settle.',
    leavesTitle: 'False win: player leaves',
    leaves: '{name} made a false win and must leave: seat someone else or end the session.',
    leavesAction: 'Seat someone else'
  }
}
