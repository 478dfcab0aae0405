import * as table from './areas/table'
import * as entry from './areas/entry'
import * as opening from './areas/opening'
import * as settlement from './areas/settlement'
import * as records from './areas/records'
import * as parlor from './areas/parlor'
import * as lan from './areas/lan'
import * as staff from './areas/staff'
import * as counter from './areas/counter'
import * as bookings from './areas/bookings'
import * as goods from './areas/goods'

/** Chinese (default) UI text. en.ts has exactly the same keys. Avoid `|`, `@`, `{`, `}` except for `{placeholders}`. */
const zhCN = {
  app: {
    name: '雀记'
  },
  nav: {
    sessions: '牌局',
    players: '会员',
    rules: '规则',
    settings: '设置'
  },
  common: {
    cancel: '取消',
    undo: '撤销',
    shortcut: '快捷键 {key}',
    damaged: '数据损坏'
  },
  errors: {
    unreachable: '连接不到雀记的后台，这次操作没有完成。请重启雀记后再试。',
    unexpected: '出了点问题，这次操作没有完成。请重试。',
    settingsLoad: '读取设置失败，暂时使用默认设置：{message}'
  },
  sessions: {
    title: '牌局',
    subtitle: '开桌、记分、结算',
    start: '开局',
    empty: '还没有牌局，点“开局”开始',
    openCount: '{count} 桌进行中',
    openTables: '进行中',
    recentClosed: '最近结算',
    closedOfDay: '营业日结算',
    businessDay: '选择营业日',
    noneOfDay: '这个营业日没有结算的牌局',
    tableNumber: '牌局 {id}',
    startedAt: '{time} 开局',
    handCount: '已打 {count} 局',
    continue: '继续',
    settle: '结算',
    viewSettlement: '查看结算',
    column: {
      closedAt: '结算时间',
      table: '牌局',
      hands: '局数',
      players: '玩家与总分'
    }
  },
  rules: {
    title: '规则',
    subtitle: '各地玩法的番种与算分',
    facts: {
      seats: '{seats} 人',
      tiles: '{tiles} 张牌'
    },
    sections: {
      scoring: '怎么算分',
      events: '每局可记录',
      tables: '番种与分值',
      options: '规则选项',
      playOnly: '打牌规矩'
    },
    eventRole: {
      outcome: '结局',
      extra: '附加'
    },
    playOnlyHint: '这些规矩只管打牌，不影响算分，雀记不记录。',
    tables: {
      unit: '（按{unit}）'
    },
    options: {
      name: '选项',
      default: '默认',
      values: '可选',
      help: '说明',
      range: '{min} 到 {max}',
      patternRange: '每种 {min} 到 {max}',
      canBeOff: '可关闭（{off}）'
    },
    twoPlayer: {
      tab: '两人局规则',
      title: '两人局规则（所有玩法）',
      hint: '只在两人对局时生效：开局时打开，大结算时先算低分加分，再算翻倍。结算单上会列出每一项调整。'
    }
  },
  players: {
    title: '会员',
    count: '共 {count} 位',
    found: '找到 {count} 位',
    add: '添加会员',
    addGuest: '添加散客',
    searchPlaceholder: '搜索姓名、昵称、拼音首字母或手机号',
    showArchived: '显示已归档',
    empty: '还没有会员，点“添加会员”开始',
    noMatch: '没有找到“{query}”，换个关键字试试',
    column: {
      name: '姓名',
      nickname: '昵称',
      phone: '手机',
      note: '备注',
      createdAt: '加入日期',
      actions: '操作'
    },
    badge: {
      guest: '散客',
      archived: '已归档'
    },
    action: {
      edit: '编辑',
      archive: '归档',
      restore: '恢复'
    },
    archiveConfirm: '归档“{name}”？归档后不出现在开局名单里，随时可以恢复。',
    archived: '已归档“{name}”',
    archiveSeated: {
      title: '还在牌桌上',
      content:
        '“{name}”正坐在未结算的牌桌上。那桌已记的分不受影响，但归档后这位会员不能再上新桌，也不能用会员账户结账。仍要归档？',
      table: '{name}（{time} 开局）',
      confirm: '仍要归档'
    },
    restored: '已恢复“{name}”',
    created: '已添加会员“{name}”',
    updated: '已保存“{name}”',
    guestCreated: '已添加散客“{name}”',
    duplicate: {
      title: '同名会员',
      createContent: '已有同名会员“{name}”，仍要添加？',
      updateContent: '已有同名会员“{name}”，仍要保存？',
      hint: '如果是另一个人，可以填个昵称方便区分。',
      confirmCreate: '仍要添加',
      confirmUpdate: '仍要保存'
    },
    form: {
      createTitle: '添加会员',
      editTitle: '编辑会员',
      name: '姓名',
      nickname: '昵称',
      phone: '手机',
      note: '备注',
      namePlaceholder: '例如：张三',
      nicknamePlaceholder: '选填，可用来区分同名会员',
      phonePlaceholder: '选填',
      notePlaceholder: '选填，例如常打的玩法',
      nameRequired: '请填写姓名',
      phoneInvalid: '手机号只能包含数字、空格、+、- 和括号',
      keyHint: 'Enter 保存，Esc 关闭',
      submitCreate: '添加',
      submitUpdate: '保存'
    }
  },
  settings: {
    title: '设置',
    subtitle: '棋牌室信息、计分与备份',
    section: {
      club: '棋牌室与计分',
      appearance: '界面'
    },
    clubName: '棋牌室/俱乐部名称',
    clubNameHint: '打印结算单时显示在抬头',
    clubNameRequired: '请填写棋牌室或俱乐部名称',
    currency: '货币符号',
    currencyHint: '显示在金额前面',
    currencyRequired: '请填写货币符号，例如 ¥',
    pointValue: '每分金额',
    pointValueHint: '1 分折合多少钱，可以是小数，例如 0.5',
    pointValueRequired: '请填写每分金额，不算钱就填 0',
    defaultVariant: '默认玩法',
    defaultVariantHint: '开局时预先选中的玩法',
    backupDir: '备份文件夹',
    backupDirPlaceholder: '留空使用默认文件夹',
    backupDirHint: '建议选一个云盘或 U 盘里的文件夹',
    backupDirPick: '选择文件夹…',
    locale: '语言',
    theme: '主题',
    themeLight: '浅色',
    themeDark: '深色',
    save: '保存设置',
    saved: '设置已保存'
  },
  backups: {
    title: '备份',
    hint: '每天第一次打开雀记时会自动备份，只保留最近几份。',
    create: '立即备份',
    created: '已备份：{file}',
    empty: '还没有备份，点“立即备份”备份一次',
    column: {
      createdAt: '时间',
      reason: '类型',
      size: '大小',
      file: '文件',
      actions: '操作'
    },
    reason: {
      manual: '手动',
      daily: '每日',
      migration: '迁移前',
      restore: '恢复前',
      other: '其他'
    },
    restore: '从此备份恢复',
    restoreTitle: '从备份恢复？',
    restoreContent: '现在的全部数据会换成 {time} 的备份。',
    undo: {
      openTables: '正在进行的牌局会回到备份时的样子（备份时还没开的会消失）：',
      hands: '备份之后记录或修改的对局会消失：',
      handsAt: '{table}：{count} 局',
      movements: '备份之后的账户变动会消失：',
      safety: '恢复前，雀记会先把现在的数据另存为一份“恢复前”备份，放在 {dir}，需要时可以再恢复回来。'
    },
    restoreConfirm: '恢复',
    restored: '已恢复。原来的数据已备份为 {file}',
    restoreCancelled: '已取消恢复，数据没有改动。'
  },
  about: {
    version: '版本 {version}',
    dataFile: '数据文件：{file}',
    schema: '数据版本 {version}'
  },
  table: table.zh,
  entry: entry.zh,
  tiles: entry.tilesZh,
  opening: opening.zh,
  settlement: settlement.zh,
  records: records.zh,
  parlor: parlor.zh,
  lan: lan.zh,
  staff: staff.zh,
  counter: counter.zh,
  bookings: bookings.zh,
  goods: goods.zh
}

export type MessageSchema = typeof zhCN

export default zhCN
