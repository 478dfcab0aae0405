/** UI text of the opening screens, both languages side by side (same keys). */
export const zh = {
  title: '开局',
  subtitle: '选玩法、排座位，然后开始记分',
  start: '开局',
  failed: '还不能开局',
  variant: {
    title: '玩法',
    facts: '{seats} 人 · {tiles} 张'
  },
  options: {
    title: '规则选项 · {variant}'
  },
  option: {
    none: '无',
    on: '开',
    off: '关',
    tableValues: '按牌型表',
    listSeparator: '、'
  },
  twoPlayer: {
    title: '两人局规则',
    hint: '只在两人对局时生效，大结算时按顺序计算。'
  },
  seats: {
    title: '座位',
    empty: '还没有玩家。从下面的名单里点人入座，按东、南、西、北的顺序排座。',
    count: '{count} 人',
    needCount: '这个玩法要 {counts} 人',
    full: '座位已满',
    pick: '点名字入座',
    searchPlaceholder: '搜索姓名、拼音首字母或手机号',
    noMatch: '没有找到“{query}”，可以先添加散客',
    addGuest: '+ 散客',
    elsewhere: '{name} 正在另一桌（{time} 开局，未结算）。',
    addNamedGuest: '+ 散客“{name}”',
    wind: {
      '0': '东',
      '1': '南',
      '2': '西',
      '3': '北'
    },
    isDealer: '庄',
    makeDealer: '坐庄',
    moveUp: '上移',
    moveDown: '下移',
    remove: '离座',
    roll: '掷骰定庄',
    rolled: '掷出 {first} + {second} = {total} 点：{wind}家 {name} 坐庄'
  },
  backers: {
    title: '支持者',
    hint: '支持者不上桌，每局可以支持一位玩家，分担他的输赢。'
  },
  money: {
    title: '计分与台费',
    pointValue: '每分金额',
    pointValueHint: '1 分折合多少钱，默认取自设置',
    tableTitle: '牌桌名称',
    tableTitlePlaceholder: '选填，例如 2 号桌'
  },
  fee: {
    label: '台费',
    none: '不收',
    perPlayer: '每人固定',
    shareOfWinnings: '赢家抽成',
    hint: {
      none: '这一桌不收台费',
      perPlayer: '每位上桌玩家付同样的金额',
      shareOfWinnings: '赢钱的人按赢得金额的百分比付台费'
    }
  },
  preset: {
    title: '常用规则',
    empty: '还没有保存过规则，设好后点“保存为预设”',
    save: '保存为预设',
    saveConfirm: '保存',
    namePlaceholder: '例如：安化 四王 两人',
    suggestedName: '{variant} {seats}人',
    applied: '已套用“{name}”',
    saved: '已保存预设“{name}”',
    delete: '删除',
    deleteLabel: '删除预设“{name}”',
    deleteConfirm: '删除预设“{name}”？已开的牌局不受影响。',
    deleted: '已删除预设“{name}”'
  }
}

export const en: typeof zh = {
  title: 'Open a table',
  subtitle: 'Choose the variant, seat the players, then start scoring',
  start: 'Open table',
  failed: 'The table cannot open yet',
  variant: {
    title: 'Variant',
    facts: '{seats} players · {tiles} tiles'
  },
  options: {
    title: 'Options · {variant}'
  },
  option: {
    none: 'None',
    on: 'On',
    off: 'Off',
    tableValues: 'As in the table',
    listSeparator: ', '
  },
  twoPlayer: {
    title: 'Two-player rules',
    hint: 'Only at a two-player table; applied in this order when the session is settled.'
  },
  seats: {
    title: 'Seats',
    empty: 'No players yet. Tap names below to seat them, in the order East, South, West, North.',
    count: '{count} players',
    needCount: 'This variant needs {counts} players',
    full: 'All seats taken',
    pick: 'Tap a name to seat them',
    searchPlaceholder: 'Search name, pinyin initials or phone',
    noMatch: 'Nothing found for “{query}”. Add a guest instead.',
    addGuest: '+ Guest',
    elsewhere: '{name} is seated at another open table (started {time}).',
    addNamedGuest: '+ Guest “{name}”',
    wind: {
      '0': 'E',
      '1': 'S',
      '2': 'W',
      '3': 'N'
    },
    isDealer: 'Dealer',
    makeDealer: 'Make dealer',
    moveUp: 'Move up',
    moveDown: 'Move down',
    remove: 'Unseat',
    roll: 'Roll for dealer',
    rolled: 'Rolled {first} + {second} = {total}: {wind} {name} deals'
  },
  backers: {
    title: 'Backers',
    hint: 'Backers sit out; each hand they may back one player and share their wins and losses.'
  },
  money: {
    title: 'Money and table fee',
    pointValue: 'Money per point',
    pointValueHint: 'What one point is worth; the default comes from the settings',
    tableTitle: 'Table name',
    tableTitlePlaceholder: 'Optional, e.g. Table 2'
  },
  fee: {
    label: 'Table fee',
    none: 'None',
    perPlayer: 'Per player',
    shareOfWinnings: 'Share of winnings',
    hint: {
      none: 'No table fee at this table',
      perPlayer: 'Every seated player pays the same amount',
      shareOfWinnings: 'Whoever wins money pays this percentage of it'
    }
  },
  preset: {
    title: 'Presets',
    empty: 'No presets yet. Set up the rules, then click “Save as preset”.',
    save: 'Save as preset',
    saveConfirm: 'Save',
    namePlaceholder: 'e.g. Anhua four wilds, two players',
    suggestedName: '{variant} {seats} players',
    applied: 'Applied “{name}”',
    saved: 'Saved preset “{name}”',
    delete: 'Delete',
    deleteLabel: 'Delete preset “{name}”',
    deleteConfirm: 'Delete preset “{name}”? Tables already open keep their rules.',
    deleted: 'Deleted preset “{name}”'
  }
}
