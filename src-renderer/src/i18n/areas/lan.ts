/** UI text of the LAN: its settings, pairing, the devices, a table's display. Both languages, same keys. */
export const zh = {
  offline: '离线',
  settings: {
    title: '局域网',
    hint: '在同一 Wi-Fi 下，用电视显示桌台实时分数、用平板在桌边记分，或用另一台电脑做前台。默认关闭。',
    enabled: '开启局域网服务',
    host: '网卡',
    allInterfaces: '全部网卡 (0.0.0.0)',
    port: '端口',
    save: '保存',
    saved: '局域网设置已保存',
    running: '正在服务：{url}',
    stopped: '未开启',
    headless: '由命令行启动（npm run serve），地址和端口在命令行里改。'
  },
  pairing: {
    title: '配对新设备',
    role: '角色',
    table: '桌台',
    create: '生成配对码',
    code: '配对码 {code}',
    expires: '{seconds} 秒内有效，只能用一次。用设备扫码，或打开下面的地址输入配对码。',
    expired: '配对码已过期，请重新生成。',
    offNeeded: '先开启局域网服务。',
    queueHands: '牌局送前台接受'
  },
  cards: {
    title: '桌卡',
    hint: '每张桌一张卡：扫码即可在手机上看本桌实时比分（只读）。重新打印会换新卡，旧卡随即失效。',
    a4: '打印桌卡（A4）',
    receipt80: '打印桌卡（80 mm）',
    scan: '手机扫码，看本桌实时比分',
    wifi: '请先连上本店 Wi-Fi。只能查看，不能修改。',
    file: '桌卡'
  },
  queue: {
    title: '桌台送来的牌局',
    waiting: '待接受的牌局 {n}',
    accept: '接受',
    return: '退回',
    reasonPlaceholder: '退回的原因（平板上会显示）',
    send: '送前台',
    sent: '已送前台，等前台接受',
    sentTitle: '送前台的牌局',
    because: '原因：{reason}',
    status: { pending: '等前台接受', accepted: '已接受', returned: '已退回' }
  },
  roles: {
    desk: '前台（另一台电脑）',
    table: '桌台平板（记分）',
    display: '桌台显示屏（只读）'
  },
  devices: {
    title: '已配对设备',
    empty: '还没有配对的设备',
    name: '名称',
    role: '角色',
    table: '桌台',
    lastSeen: '最近在线',
    never: '从未',
    revoke: '移除',
    revokeTitle: '移除这台设备？',
    revokeContent: '“{name}”会立即断开，之后要重新配对才能使用。',
    revoked: '已移除 {name}',
    waiting: '待确认',
    confirm: '确认'
  },
  confirm: {
    title: '新设备请求配对',
    content: '“{name}”请求作为{role}{table}使用这里的数据。是你或同事刚刚配对的吗？',
    atTable: '（{table}）',
    accept: '确认',
    refuse: '拒绝',
    accepted: '已确认 {name}',
    refused: '已拒绝 {name}'
  },
  pair: {
    title: '配对这台设备',
    hint: '输入前台显示的六位配对码，给这台设备起个名字。',
    code: '配对码',
    name: '设备名称',
    namePlaceholder: '例如：一号桌电视',
    submit: '配对',
    codeFormat: '请输入六位数字',
    waitingTitle: '等待前台确认',
    waiting: '已配对“{name}”。请到前台确认这台设备，确认后这里会自动打开。',
    language: '语言',
    refused: '前台没有确认这台设备，请重新配对。'
  },
  display: {
    free: '空闲',
    waiting: '等待开桌',
    hand: '第 {n} 手',
    hands: '{n} 手',
    dealer: '庄',
    streak: '连庄 {n}',
    lastHand: '上一手',
    noHands: '还没有记录',
    points: '分',
    money: '输赢',
    time: '用时',
    fee: '台费',
    enterHand: '记一手',
    pays: '{from} → {to}'
  }
}

export const en: typeof zh = {
  offline: 'Offline',
  settings: {
    title: 'LAN',
    hint: 'On the same Wi-Fi: show live table totals on a TV, enter hands on a tablet at the table, or run a second desk from another PC. Off by default.',
    enabled: 'Serve on the LAN',
    host: 'Network interface',
    allInterfaces: 'All interfaces (0.0.0.0)',
    port: 'Port',
    save: 'Save',
    saved: 'LAN settings saved',
    running: 'Serving at {url}',
    stopped: 'Off',
    headless: 'Started from the command line (npm run serve): change the address and port there.'
  },
  pairing: {
    title: 'Pair a new device',
    role: 'Role',
    table: 'Table',
    create: 'Make a pairing code',
    code: 'Pairing code {code}',
    expires: 'Valid for {seconds} s, once. Scan it with the device, or open the address below and enter the code.',
    expired: 'The code expired: make a new one.',
    offNeeded: 'Turn the LAN server on first.',
    queueHands: 'Hands wait for the desk'
  },
  cards: {
    title: 'Table cards',
    hint: "One card per table: scanning it shows the table's live scores on a phone (read-only). Printing again makes new cards; the old ones stop working.",
    a4: 'Print table cards (A4)',
    receipt80: 'Print table cards (80 mm)',
    scan: "Scan for this table's live scores",
    wifi: "Join the parlor's Wi-Fi first. View only: nothing can be changed.",
    file: 'Table cards'
  },
  queue: {
    title: 'Hands sent by the tables',
    waiting: 'Hands to accept: {n}',
    accept: 'Accept',
    return: 'Return',
    reasonPlaceholder: 'Why it goes back (shown on the tablet)',
    send: 'Send to the desk',
    sent: 'Sent to the desk: waiting to be accepted',
    sentTitle: 'Hands sent to the desk',
    because: 'Reason: {reason}',
    status: { pending: 'Waiting for the desk', accepted: 'Accepted', returned: 'Returned' }
  },
  roles: {
    desk: 'Desk (another PC)',
    table: 'Table tablet (enters hands)',
    display: 'Table display (read-only)'
  },
  devices: {
    title: 'Paired devices',
    empty: 'No paired devices yet',
    name: 'Name',
    role: 'Role',
    table: 'Table',
    lastSeen: 'Last seen',
    never: 'Never',
    revoke: 'Revoke',
    revokeTitle: 'Revoke this device?',
    revokeContent: '“{name}” is disconnected at once and must be paired again.',
    revoked: '{name} revoked',
    waiting: 'Waiting',
    confirm: 'Confirm'
  },
  confirm: {
    title: 'A new device asks to pair',
    content: '“{name}” asks to work here as {role}{table}. Did you or a colleague just pair it?',
    atTable: ' ({table})',
    accept: 'Confirm',
    refuse: 'Refuse',
    accepted: '{name} confirmed',
    refused: '{name} refused'
  },
  pair: {
    title: 'Pair this device',
    hint: 'Enter the six-digit code the desk shows and name this device.',
    code: 'Pairing code',
    name: 'Device name',
    namePlaceholder: 'e.g. Table 1 TV',
    submit: 'Pair',
    codeFormat: 'Enter six digits',
    waitingTitle: 'Waiting for the desk',
    waiting: '“{name}” is paired. Confirm this device at the desk; this page opens by itself once it is confirmed.',
    language: 'Language',
    refused: 'The desk did not confirm this device: pair it again.'
  },
  display: {
    free: 'Free',
    waiting: 'Waiting for a game',
    hand: 'Hand {n}',
    hands: 'Hands: {n}',
    dealer: 'Dealer',
    streak: 'Streak {n}',
    lastHand: 'Last hand',
    noHands: 'No hands yet',
    points: 'Points',
    money: 'Money',
    time: 'Time',
    fee: 'Fee',
    enterHand: 'Enter a hand',
    pays: '{from} → {to}'
  }
}
