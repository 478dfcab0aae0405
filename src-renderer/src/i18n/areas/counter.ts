/** UI text of the counter: tenders (付款方式), the business day, the parlor's clock; both languages (same keys). */
export const zh = {
  tender: '付款方式',
  time: {
    title: '营业日、时区与付款方式',
    timeZone: '时区',
    cutoff: '营业日分界（之前算前一天）',
    longFee: '计时超过多少小时需确认',
    tenders: '付款方式（第一个为默认）',
    addTender: '添加'
  },
  jump: '电脑时钟在 {at} 跳动了 {minutes} 分钟，桌台计时可能受影响，请核对电脑时间。',
  confirm: {
    title: '请确认计时',
    go: '确认结算'
  },
  report: {
    tenders: '付款方式',
    topup: '充值',
    refund: '退款',
    settlementIn: '现金结算收入',
    settlementOut: '现金结算支出',
    net: '净额',
    days: '营业日 {from} – {to}'
  }
}

export const en: typeof zh = {
  tender: 'Paid by',
  time: {
    title: 'Business day, time zone and payment methods',
    timeZone: 'Time zone',
    cutoff: 'Business day starts at (earlier counts as the day before)',
    longFee: 'Confirm a table time longer than (hours)',
    tenders: 'Payment methods (the first is the default)',
    addTender: 'Add'
  },
  jump: 'The PC clock jumped {minutes} min at {at}; table times may be off. Check the PC clock.',
  confirm: {
    title: 'Confirm the table time',
    go: 'Settle anyway'
  },
  report: {
    tenders: 'Payment methods',
    topup: 'Top-ups',
    refund: 'Refunds',
    settlementIn: 'Cash settlements in',
    settlementOut: 'Cash settlements out',
    net: 'Net',
    days: 'Business days {from} – {to}'
  }
}
