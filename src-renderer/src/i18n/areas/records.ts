/** UI text of the records screens, both languages side by side (same keys). */
export const zh = {
  nav: '战绩',
  title: '战绩',
  subtitle: '历史牌局、排行榜和会员战绩',
  tab: {
    history: '历史牌局',
    leaderboard: '排行榜'
  },
  filter: {
    dates: '日期',
    startDate: '开始日期',
    endDate: '结束日期',
    variant: '玩法',
    allVariants: '全部玩法',
    player: '会员',
    allPlayers: '全部会员',
    orderBy: '排序',
    minSessions: '至少场数'
  },
  order: {
    points: '总分',
    money: '金额',
    winRate: '胡牌率',
    sessions: '场数'
  },
  history: {
    total: '共 {count} 场',
    empty: '这段时间没有牌局。换个日期或玩法，或者去“牌局”开一桌。',
    column: {
      date: '日期',
      variant: '玩法',
      title: '牌局',
      players: '玩家与总分',
      hands: '局数',
      status: '状态'
    },
    status: {
      open: '进行中',
      closed: '已结算'
    }
  },
  leaderboard: {
    empty: '还没有符合条件的战绩。放宽日期、玩法或“至少场数”，或者先打几场。',
    column: {
      rank: '名次',
      player: '会员',
      sessions: '场数',
      hands: '局数',
      wins: '胡牌',
      winRate: '胡牌率',
      points: '总分',
      money: '金额'
    }
  },
  profile: {
    title: '{name}的战绩',
    subtitle: '所有牌局的合计（只算打过至少一局的牌局）',
    back: '返回战绩',
    notPlayed: '{name} 还没有打过牌。开一桌把 TA 排进座位，打完就有战绩了。',
    sessions: '场数',
    hands: '局数',
    wins: '胡牌',
    selfDraws: '自摸',
    discardWins: '点炮胡',
    dealIns: '点炮',
    points: '总分',
    money: '输赢金额',
    rate: '占 {rate}',
    biggestHand: '最大一手',
    biggestHandLine: '{date} · {variant} · 第 {seq} 局',
    noBiggestHand: '还没有胡过牌',
    openSession: '查看牌局',
    byVariant: '各玩法',
    trend: '累计总分',
    trendSeries: '累计总分',
    trendBy: { table: '按桌', day: '按天', month: '按月' }
  },
  exportFile: {
    title: '导出',
    csv: '导出 CSV',
    xlsx: '导出 Excel',
    saved: '已导出 {file}',
    downloaded: '已下载 {file}'
  },
  data: {
    title: '导出与导入',
    hint: '把所有战绩导出成 Excel 查看，或导出一份完整的 JSON 备份，换电脑时导入。',
    exportAll: '导出全部（Excel）',
    exportJson: '完整备份（JSON）',
    import: '从 JSON 导入',
    importHint:
      '导入只能在空的数据库里进行（没有会员、没有牌局），用来把备份搬到新电脑。已有数据时请改用上面的“备份”。',
    importHintDevice:
      '导入只能在空的数据库里进行（没有会员、没有牌局），用来把备份搬到新电脑。已有数据时请用“{restore}”：它先备份现在的数据，再换成选中的备份。',
    importTitle: '从 JSON 导入',
    importContent: '选择一份 JSON 备份导入到这个数据库？只有数据库为空时才能导入，导入后会员、牌局和设置都来自备份。',
    importConfirm: '导入',
    importFile: '把“{file}”上传到存放数据的电脑并导入？只有数据库为空时才能导入，导入后会员、牌局和设置都来自备份。',
    importUpload: '在这台设备上选择备份文件，它会上传到存放数据的电脑再导入或恢复（需要老板登录）。',
    restoreFile:
      '把“{file}”上传到存放数据的电脑，用它替换现在的全部数据？恢复前会先备份现在的数据。备份之后才配对的设备要重新配对。',
    imported: '已导入 {players} 位会员、{sessions} 场牌局、{hands} 局'
  },
  jobs: {
    recent: '最近的任务',
    kind: {
      exportJson: '完整备份（JSON）',
      exportXlsx: '导出全部（Excel）',
      importJson: '从 JSON 导入',
      restoreBackup: '从备份恢复',
      exportSessionCsv: '牌局导出（CSV）',
      exportSessionXlsx: '牌局导出（Excel）',
      exportReportXlsx: '报表导出（Excel）'
    },
    stage: {
      starting: '正在准备…',
      reading: '正在读取文件',
      copying: '正在复制备份',
      checking: '正在检查并写入',
      writing: '正在写出文件',
      finishing: '正在完成…'
    },
    state: { running: '进行中', done: '已完成', failed: '没有完成', cancelled: '已取消' },
    secondsLeft: '约剩 {seconds} 秒',
    cancel: '取消',
    cancelled: '已取消，没有写出文件，数据没有改动。'
  }
}

export const en: typeof zh = {
  nav: 'Records',
  title: 'Records',
  subtitle: 'Past tables, leaderboard and player records',
  tab: {
    history: 'History',
    leaderboard: 'Leaderboard'
  },
  filter: {
    dates: 'Dates',
    startDate: 'From',
    endDate: 'To',
    variant: 'Variant',
    allVariants: 'All variants',
    player: 'Player',
    allPlayers: 'All players',
    orderBy: 'Order by',
    minSessions: 'Min. sessions'
  },
  order: {
    points: 'Net points',
    money: 'Money',
    winRate: 'Win rate',
    sessions: 'Sessions'
  },
  history: {
    total: '{count} sessions',
    empty: 'No tables in this period. Try other dates or another variant, or open a table under “Tables”.',
    column: {
      date: 'Date',
      variant: 'Variant',
      title: 'Table',
      players: 'Players and totals',
      hands: 'Hands',
      status: 'Status'
    },
    status: {
      open: 'Playing',
      closed: 'Settled'
    }
  },
  leaderboard: {
    empty: 'No records match. Widen the dates, variant or “min. sessions”, or play a few tables first.',
    column: {
      rank: 'Rank',
      player: 'Player',
      sessions: 'Sessions',
      hands: 'Hands',
      wins: 'Wins',
      winRate: 'Win rate',
      points: 'Net points',
      money: 'Money'
    }
  },
  profile: {
    title: 'Records of {name}',
    subtitle: 'Totals over every table (those with at least one hand)',
    back: 'Back to records',
    notPlayed: '{name} has not played yet. Seat them at a table; their records start with the first hand.',
    sessions: 'Sessions',
    hands: 'Hands',
    wins: 'Wins',
    selfDraws: 'Self-draws',
    discardWins: 'Wins on discard',
    dealIns: 'Deal-ins',
    points: 'Net points',
    money: 'Net money',
    rate: '{rate} of hands',
    biggestHand: 'Biggest hand',
    biggestHandLine: '{date} · {variant} · hand {seq}',
    noBiggestHand: 'No win yet',
    openSession: 'Open the table',
    byVariant: 'By variant',
    trend: 'Cumulative points',
    trendSeries: 'Cumulative points',
    trendBy: { table: 'By table', day: 'By day', month: 'By month' }
  },
  exportFile: {
    title: 'Export',
    csv: 'Export CSV',
    xlsx: 'Export Excel',
    saved: 'Exported {file}',
    downloaded: 'Downloaded {file}'
  },
  data: {
    title: 'Export and import',
    hint: 'Export every record to Excel, or a full JSON backup to move to another computer.',
    exportAll: 'Export all (Excel)',
    exportJson: 'Full backup (JSON)',
    import: 'Import from JSON',
    importHint:
      'Import works only into an empty database (no players, no tables), to move a backup to a new computer. With data already here, use the backups above.',
    importHintDevice:
      'Import works only into an empty database (no players, no tables), to move a backup to a new computer. With data already here, use “{restore}”: the current data is backed up first, then replaced by the chosen backup.',
    importTitle: 'Import from JSON',
    importContent:
      'Choose a JSON backup to import into this database? It works only while the database is empty; players, tables and settings then come from the backup.',
    importConfirm: 'Import',
    importFile:
      'Upload “{file}” to the computer that holds the data and import it? It works only while the database is empty; players, tables and settings then come from the backup.',
    importUpload:
      'Choose the backup file on this device: it is uploaded to the computer that holds the data and imported or restored there (the owner must be signed in).',
    restoreFile:
      'Upload “{file}” to the computer that holds the data and replace all current data with it? The current data is backed up first. Devices paired after that backup was made must pair again.',
    imported: 'Imported {players} players, {sessions} tables, {hands} hands'
  },
  jobs: {
    recent: 'Recent jobs',
    kind: {
      exportJson: 'Full backup (JSON)',
      exportXlsx: 'Export all (Excel)',
      importJson: 'Import from JSON',
      restoreBackup: 'Restore from a backup',
      exportSessionCsv: 'Table export (CSV)',
      exportSessionXlsx: 'Table export (Excel)',
      exportReportXlsx: 'Report export (Excel)'
    },
    stage: {
      starting: 'Getting ready…',
      reading: 'Reading the file',
      copying: 'Copying the backup',
      checking: 'Checking and writing',
      writing: 'Writing the file',
      finishing: 'Finishing…'
    },
    state: { running: 'Running', done: 'Done', failed: 'Not finished', cancelled: 'Cancelled' },
    secondsLeft: 'About {seconds} s left',
    cancel: 'Cancel',
    cancelled: 'Cancelled: no file was written and nothing was changed.'
  }
}
