/** UI text of bookings (预约): the booking book, its form and the floor tiles; both languages (same keys). */
export const zh = {
  button: '预约',
  title: '预约',
  empty: '没有待到的预约',
  add: '新预约',
  table: '桌台',
  start: '开始',
  end: '结束',
  name: '姓名',
  phone: '电话',
  note: '备注',
  save: '保存预约',
  saved: '已预约：{table} {time} {name}',
  status: {
    booked: '待到店',
    seated: '已到店',
    noShow: '爽约',
    cancelled: '已取消'
  },
  open: '开台',
  noShow: '记为爽约',
  cancel: '取消预约',
  cancelTitle: '取消这条预约？',
  cancelContent: '{name}：{table} {time}',
  keep: '不取消',
  tile: '预约 {time} {name}',
  soon: '{time} 有预约',
  openFor: '为 {name} 开台'
}

export const en: typeof zh = {
  button: 'Bookings',
  title: 'Bookings',
  empty: 'No bookings waiting',
  add: 'New booking',
  table: 'Table',
  start: 'From',
  end: 'To',
  name: 'Name',
  phone: 'Phone',
  note: 'Note',
  save: 'Save booking',
  saved: 'Booked: {table} {time} {name}',
  status: {
    booked: 'Waiting',
    seated: 'Seated',
    noShow: 'No-show',
    cancelled: 'Cancelled'
  },
  open: 'Open table',
  noShow: 'Mark no-show',
  cancel: 'Cancel booking',
  cancelTitle: 'Cancel this booking?',
  cancelContent: '{name}: {table} {time}',
  keep: 'Keep it',
  tile: 'Booked {time} {name}',
  soon: 'Booked at {time}',
  openFor: 'Open for {name}'
}
