/** UI text of the settlement screens, both languages side by side (same keys). */
export const zh = {
  title: '结算 · {table}',
  subtitle: '总分、台费和谁付给谁',
  backToTable: '返回牌桌',
  ledgerTitle: '总分与金额',
  span: '第 {from}–{to} 局',
  spanOne: '第 {n} 局',
  spanNone: '未打',
  handoversTitle: '换人',
  feeTotal: '台费合计 {amount}',
  printTitle: '牌局结算单',
  house: '店家',
  nobody: '无人',
  role: {
    backer: '支持者',
    house: '台费',
    nobody: '罚分不归任何人'
  },
  column: {
    party: '玩家',
    raw: '各局合计',
    points: '总分',
    money: '金额',
    fee: '台费',
    goods: '商品',
    net: '应收/应付'
  },
  fee: {
    none: '不收台费',
    timed: '计时台费',
    perPlayer: '台费每人 {amount}',
    shareOfWinnings: '台费为赢钱的 {percent}%'
  },
  receipt: {
    times: '开台 {from} — 结账 {to}',
    paused: '暂停 {minutes} 分钟',
    perHour: '{amount}/小时',
    timeFee: '计时台费',
    settles: '结算方式'
  },
  summary: {
    hands: '共 {count} 局',
    pointValue: '每分 {value}'
  },
  status: {
    open: '未结算',
    closed: '已结算 {time}'
  },
  payments: {
    title: '谁付给谁',
    none: '不用付钱：大家打平了',
    pays: '付给',
    line: '{from} → {to}',
    method: {
      fewest: '最少笔数',
      direct: '按比例直付'
    },
    methodHelp: '记账的人与店家结清；现金在玩家和店家之间结清',
    printedAs: '谁付给谁（{method}）',
    account: '记账',
    viaAccount: '（记账）'
  },
  hands: {
    title: '各局明细（{count} 局）',
    seq: '局',
    dealer: '庄',
    how: '得分与原因',
    reason: '{name}：{reason}',
    offender: '{name}（诈和者）赔付：{reason}',
    backers: '支持者 {name}',
    separator: '；'
  },
  close: {
    action: '确认结算',
    title: '确认结算？',
    content: '结算后牌局锁定，可以重新打开。',
    confirm: '确认结算',
    done: '已结算，牌局已锁定'
  },
  reopen: {
    action: '重新打开',
    title: '重新打开牌局？',
    content: '重新打开后可以继续记分或改局，改完需要再次确认结算。',
    confirm: '重新打开',
    done: '牌局已重新打开'
  },
  print: {
    title: '打印',
    a4: '打印 A4',
    receipt: '打印小票（80 mm）',
    pdf: '保存 PDF（A4）',
    printed: '已发送到打印机',
    saved: '已保存：{file}',
    cancelled: '已取消打印',
    fileName: '牌局{id}-结算-{paper}',
    paper: {
      a4: 'A4',
      receipt80: '小票'
    }
  },
  /** One person's receipt, printed on request. */
  person: {
    title: '个人结账单',
    choose: '个人结账单',
    pick: '选择一位',
    a4: 'A4',
    receipt: '小票',
    points: '分数',
    money: '输赢',
    net: '应收/应付',
    pays: '付给 {name}',
    receives: '收到 {name}',
    fileName: '牌局{id}-{name}-{paper}'
  }
}

export const en: typeof zh = {
  title: 'Settlement · {table}',
  subtitle: 'Totals, table fee and who pays whom',
  backToTable: 'Back to the table',
  ledgerTitle: 'Totals and money',
  span: 'hands {from}–{to}',
  spanOne: 'hand {n}',
  spanNone: 'no hands',
  handoversTitle: 'Seat changes',
  feeTotal: 'Table fees {amount}',
  printTitle: 'Table settlement',
  house: 'House',
  nobody: 'Nobody',
  role: {
    backer: 'Backer',
    house: 'Table fee',
    nobody: 'Penalty paid to nobody'
  },
  column: {
    party: 'Player',
    raw: 'Hands',
    points: 'Total',
    money: 'Money',
    fee: 'Fee',
    goods: 'Goods',
    net: 'Receives/pays'
  },
  fee: {
    none: 'No table fee',
    timed: 'Table time fee',
    perPlayer: 'Table fee {amount} per player',
    shareOfWinnings: 'Table fee {percent}% of winnings'
  },
  receipt: {
    times: 'Opened {from} — closed {to}',
    paused: 'paused {minutes} min',
    perHour: '{amount}/h',
    timeFee: 'Table time fee',
    settles: 'How each settled'
  },
  summary: {
    hands: '{count} hands',
    pointValue: '{value} per point'
  },
  status: {
    open: 'Not settled',
    closed: 'Settled {time}'
  },
  payments: {
    title: 'Who pays whom',
    none: 'Nothing to pay: everyone is even',
    pays: 'pays',
    line: '{from} → {to}',
    method: {
      fewest: 'Fewest payments',
      direct: 'Direct (in proportion)'
    },
    methodHelp: 'Account persons settle with the house; cash settles between players and the house',
    printedAs: 'Who pays whom ({method})',
    account: 'account',
    viaAccount: ' (to the account)'
  },
  hands: {
    title: 'Hands ({count})',
    seq: '#',
    dealer: 'Dealer',
    how: 'Who scored and why',
    reason: '{name}: {reason}',
    offender: '{name} (false win) pays: {reason}',
    backers: 'Backer {name}',
    separator: '; '
  },
  close: {
    action: 'Settle',
    title: 'Settle this table?',
    content: 'Settling locks the table; it can be reopened.',
    confirm: 'Settle',
    done: 'Settled; the table is locked'
  },
  reopen: {
    action: 'Reopen',
    title: 'Reopen this table?',
    content: 'Reopened, hands can be added or edited again; settle it again afterwards.',
    confirm: 'Reopen',
    done: 'The table is open again'
  },
  print: {
    title: 'Print',
    a4: 'Print A4',
    receipt: 'Print receipt (80 mm)',
    pdf: 'Save PDF (A4)',
    printed: 'Sent to the printer',
    saved: 'Saved: {file}',
    cancelled: 'Printing cancelled',
    fileName: 'table{id}-settlement-{paper}',
    paper: {
      a4: 'A4',
      receipt80: 'receipt'
    }
  },
  person: {
    title: 'Personal receipt',
    choose: 'Receipt for one person',
    pick: 'Choose a person',
    a4: 'A4',
    receipt: 'Receipt',
    points: 'Points',
    money: 'Won/lost',
    net: 'Receives/pays',
    pays: 'Pays {name}',
    receives: 'Receives from {name}',
    fileName: 'table{id}-{name}-{paper}'
  }
}
