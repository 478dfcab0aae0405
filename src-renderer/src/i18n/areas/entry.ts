/** UI text of the entry screens, both languages side by side (same keys). */
export const zh = {
  title: '记第 {n} 局',
  editTitle: '修改第 {n} 局',
  openHand: '打开第 {n} 局',
  selfDraw: '自摸',
  none: '无',
  save: '保存',
  moreButton: '更多',
  lessButton: '收起更多',
  keys: '1–{last}、方向键或风位字母 E/S/W/N 选座位 · Z/空格 自摸 · T 按牌录入（可键入 123m） · Enter 保存 · Esc 取消',
  preview: '预览',
  previewing: '正在计算…',
  waiting: '点好座位后，这里列出每一笔付分和各家得失',
  nextDealer: '下局庄家：{name}',
  nextDealerStreak: '下局庄家：{name}（连庄 ×{n}）',
  addEvent: '＋ {event}',
  addAnother: '＋ 再加一家{event}',
  removeEvent: '移除',
  backers: '支持者',
  backsNobody: '不支持',
  prompt: {
    pick: '请点{field}',
    pickOrSelfDraw: '请点{field}，或点“自摸”',
    ready: '选牌型，然后保存'
  },
  birds: {
    none: '还没有鸟牌',
    count: '{count} / {max}'
  },
  chicken: {
    yaoji: '幺鸡',
    swing: '其他鸡'
  },
  contract: {
    on: '有承包',
    taker: '吃碰三次的一家（承包得利方）',
    feeder: '被吃碰的一家'
  },
  suit: {
    m: '万',
    p: '筒',
    s: '条',
    z: '字'
  }
}

export const en: typeof zh = {
  title: 'Record hand {n}',
  editTitle: 'Edit hand {n}',
  openHand: 'Open hand {n}',
  selfDraw: 'Self-draw',
  none: 'None',
  save: 'Save',
  moreButton: 'More',
  lessButton: 'Less',
  keys: '1–{last}, the arrows or the wind letter E/S/W/N pick a seat · Z/Space self-draw · T tiles (type 123m) · Enter saves · Esc cancels',
  preview: 'Preview',
  previewing: 'Scoring…',
  waiting: 'Once the seats are tapped, every payment and each seat’s result show here',
  nextDealer: 'Next dealer: {name}',
  nextDealerStreak: 'Next dealer: {name} (streak ×{n})',
  addEvent: '+ {event}',
  addAnother: '+ another {event}',
  removeEvent: 'Remove',
  backers: 'Backers',
  backsNobody: 'None',
  prompt: {
    pick: 'Tap the {field}',
    pickOrSelfDraw: 'Tap the {field}, or “Self-draw”',
    ready: 'Pick the pattern, then save'
  },
  birds: {
    none: 'No bird tiles yet',
    count: '{count} / {max}'
  },
  chicken: {
    yaoji: '1 bamboo',
    swing: 'Other chickens'
  },
  contract: {
    on: 'Contract',
    taker: 'Seat that chowed/ponged three times',
    feeder: 'Seat it took them from'
  },
  suit: {
    m: 'Characters',
    p: 'Dots',
    s: 'Bamboo',
    z: 'Honours'
  }
}

export const tilesZh = {
  title: '牌面',
  open: '按牌录入',
  close: '收起牌面',
  mode: {
    concealed: '手牌',
    chow: '吃',
    pong: '碰',
    kong: '明杠',
    concealedKong: '暗杠',
    winTile: '标和牌张',
    wild: '定财神/翻牌',
    dora: '定宝牌指示牌'
  },
  group: {
    label: '点一下加',
    one: '一张',
    run: '一组顺子',
    three: '三张同牌',
    shift: '按住 Shift 点牌也加一组顺子；键盘直接输入 123m 或 555m'
  },
  doraIndicator: '宝牌指示牌',
  noDora: '未定（骰子 8 点时点“定宝牌指示牌”再点牌）',
  wild: '财神',
  turned: '翻牌',
  noWild: '未定（点“定财神/翻牌”再点牌）',
  concealed: '手牌',
  melds: '副露',
  empty: '点下面的牌加入手牌',
  winMarked: '框出的是和牌张',
  tapToRemove: '点一下移除',
  tapToMark: '点一下标为和牌张',
  typed: '输入',
  typedPlaceholder: '如 123m456p789s11z，最后一张为和牌张',
  typedError: '写法不对：数字后跟花色字母 m 万、p 筒、s 条、z 字（1–7 东南西北白发中）',
  wildAs: '{tile}（百搭）',
  standsFor: '当作',
  byHost: '主持人指定',
  chip: '{label}：{value}',
  yes: '是',
  no: '否',
  form: { standard: '四组一对', sevenPairs: '七对', thirteenOrphans: '国士无双' },
  draw: {
    open: '按牌查叫',
    hint: '点听牌的座位，录入它的手牌（13 张，每个杠多一张）；不听牌的座位不用录入',
    seatWithTiles: '{name} ✓',
    typedPlaceholder: '如 1112345678999m',
    waits: '听',
    value: '查叫 {value}',
    notTenpai: '未听牌'
  }
}

export const tilesEn: typeof tilesZh = {
  title: 'Tiles',
  open: 'Enter tiles',
  close: 'Hide tiles',
  mode: {
    concealed: 'Hand',
    chow: 'Chow',
    pong: 'Pong',
    kong: 'Kong',
    concealedKong: 'Concealed kong',
    winTile: 'Mark winning tile',
    wild: 'Set wild / turned',
    dora: 'Set dora indicator'
  },
  group: {
    label: 'A tap adds',
    one: 'One tile',
    run: 'A run',
    three: 'Three of a kind',
    shift: 'Shift-tap a tile for a run too; on the keyboard, type 123m or 555m'
  },
  doraIndicator: 'Dora indicator',
  noDora: 'Not set (on dice 8 tap “Set dora indicator”, then a tile)',
  wild: 'Wild (财神)',
  turned: 'Turned tile',
  noWild: 'Not set (tap “Set wild / turned”, then a tile)',
  concealed: 'Hand',
  melds: 'Melds',
  empty: 'Tap tiles below to add them',
  winMarked: 'the framed tile is the winning tile',
  tapToRemove: 'Tap to remove',
  tapToMark: 'Tap to mark as the winning tile',
  typed: 'Type',
  typedPlaceholder: 'e.g. 123m456p789s11z; the last tile is the winning one',
  typedError:
    'Not tile notation: digits then a suit letter, m characters, p dots, s bamboo, z honours (1–7 E S W N white green red)',
  wildAs: '{tile} (wild)',
  standsFor: 'stands for',
  byHost: 'given by host',
  chip: '{label}: {value}',
  yes: 'yes',
  no: 'no',
  form: { standard: 'Four sets and a pair', sevenPairs: 'Seven pairs', thirteenOrphans: 'Thirteen orphans' },
  draw: {
    open: 'Tenpai by tiles',
    hint: 'Tap a ready seat and enter its hand (13 tiles, one more per kong); seats not ready need none',
    seatWithTiles: '{name} ✓',
    typedPlaceholder: 'e.g. 1112345678999m',
    waits: 'Waits',
    value: 'Counts {value}',
    notTenpai: 'Not ready'
  }
}
