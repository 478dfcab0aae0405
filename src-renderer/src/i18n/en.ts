import type { MessageSchema } from './zh-CN'
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

/** English UI text: the same keys as zh-CN.ts. */
const en: MessageSchema = {
  app: {
    name: '雀记'
  },
  nav: {
    sessions: 'Tables',
    players: 'Players',
    rules: 'Rules',
    settings: 'Settings'
  },
  common: {
    cancel: 'Cancel',
    undo: 'Undo',
    shortcut: 'Shortcut {key}',
    damaged: 'Data damaged'
  },
  errors: {
    unreachable: 'Cannot reach the app’s back end; nothing was done. Restart the app and try again.',
    unexpected: 'Something went wrong; nothing was done. Try again.',
    settingsLoad: 'Could not read the settings; using the defaults for now: {message}'
  },
  sessions: {
    title: 'Tables',
    subtitle: 'Open a table, score hands, settle up',
    start: 'Open table',
    empty: 'No tables yet. Click “Open table” to start.',
    openCount: '{count} open',
    openTables: 'Open tables',
    recentClosed: 'Recently settled',
    closedOfDay: 'Settled on a business day',
    businessDay: 'Pick a business day',
    noneOfDay: 'No table settled on this business day',
    tableNumber: 'Table {id}',
    startedAt: 'Opened {time}',
    handCount: '{count} hands played',
    continue: 'Continue',
    settle: 'Settle',
    viewSettlement: 'Settlement',
    column: {
      closedAt: 'Settled',
      table: 'Table',
      hands: 'Hands',
      players: 'Players and totals'
    }
  },
  rules: {
    title: 'Rules',
    subtitle: 'Patterns and scoring of each variant',
    facts: {
      seats: '{seats} players',
      tiles: '{tiles} tiles'
    },
    sections: {
      scoring: 'How hands are scored',
      events: 'What a hand records',
      tables: 'Patterns and values',
      options: 'Options',
      playOnly: 'Rules of play'
    },
    eventRole: {
      outcome: 'Outcome',
      extra: 'Extra'
    },
    playOnlyHint: 'These govern play only; they do not change the score and the app does not record them.',
    tables: {
      unit: '(in {unit})'
    },
    options: {
      name: 'Option',
      default: 'Default',
      values: 'Values',
      help: 'What it does',
      range: '{min} to {max}',
      patternRange: '{min} to {max} each',
      canBeOff: 'Can be off ({off})'
    },
    twoPlayer: {
      tab: 'Two-player rules',
      title: 'Two-player rules (every variant)',
      hint: 'Only at two-player tables: switched on when the table opens; at the settlement the low-score bonus comes first, then doubling. The settlement lists each adjustment.'
    }
  },
  players: {
    title: 'Players',
    count: '{count} in all',
    found: '{count} found',
    add: 'Add player',
    addGuest: 'Add guest',
    searchPlaceholder: 'Search name, nickname, pinyin initials or phone',
    showArchived: 'Show archived',
    empty: 'No players yet. Click “Add player” to start.',
    noMatch: 'Nothing found for “{query}”. Try another word.',
    column: {
      name: 'Name',
      nickname: 'Nickname',
      phone: 'Phone',
      note: 'Note',
      createdAt: 'Joined',
      actions: 'Actions'
    },
    badge: {
      guest: 'Guest',
      archived: 'Archived'
    },
    action: {
      edit: 'Edit',
      archive: 'Archive',
      restore: 'Restore'
    },
    archiveConfirm: 'Archive “{name}”? Archived players are left out of new tables; you can restore them any time.',
    archived: 'Archived “{name}”',
    archiveSeated: {
      title: 'Still at a table',
      content:
        '“{name}” is seated at an open table. Its scores stay, but once archived this player cannot join new tables or settle through a member account. Archive anyway?',
      table: '{name} (started {time})',
      confirm: 'Archive anyway'
    },
    restored: 'Restored “{name}”',
    created: 'Added “{name}”',
    updated: 'Saved “{name}”',
    guestCreated: 'Added guest “{name}”',
    duplicate: {
      title: 'Same name',
      createContent: 'A player named “{name}” already exists. Add anyway?',
      updateContent: 'A player named “{name}” already exists. Save anyway?',
      hint: 'If this is someone else, a nickname helps tell them apart.',
      confirmCreate: 'Add anyway',
      confirmUpdate: 'Save anyway'
    },
    form: {
      createTitle: 'Add player',
      editTitle: 'Edit player',
      name: 'Name',
      nickname: 'Nickname',
      phone: 'Phone',
      note: 'Note',
      namePlaceholder: 'e.g. Zhang San',
      nicknamePlaceholder: 'Optional; tells players with the same name apart',
      phonePlaceholder: 'Optional',
      notePlaceholder: 'Optional, e.g. favourite variant',
      nameRequired: 'Enter a name',
      phoneInvalid: 'A phone number may hold only digits, spaces, +, - and brackets',
      keyHint: 'Enter saves, Esc closes',
      submitCreate: 'Add',
      submitUpdate: 'Save'
    }
  },
  settings: {
    title: 'Settings',
    subtitle: 'Club details, scoring and backups',
    section: {
      club: 'Club and scoring',
      appearance: 'Appearance'
    },
    clubName: 'Club name',
    clubNameHint: 'Printed at the top of settlements',
    clubNameRequired: 'Enter the club name',
    currency: 'Currency symbol',
    currencyHint: 'Shown before money amounts',
    currencyRequired: 'Enter a currency symbol, e.g. ¥',
    pointValue: 'Money per point',
    pointValueHint: 'What one point is worth; decimals are fine, e.g. 0.5',
    pointValueRequired: 'Enter the money per point; 0 if you do not play for money',
    defaultVariant: 'Default variant',
    defaultVariantHint: 'Preselected when you open a table',
    backupDir: 'Backup folder',
    backupDirPlaceholder: 'Empty: the default folder',
    backupDirHint: 'A folder on a cloud drive or USB stick is a good choice',
    backupDirPick: 'Choose folder…',
    locale: 'Language',
    theme: 'Theme',
    themeLight: 'Light',
    themeDark: 'Dark',
    save: 'Save settings',
    saved: 'Settings saved'
  },
  backups: {
    title: 'Backups',
    hint: 'The app backs itself up the first time it opens each day and keeps the latest few.',
    create: 'Back up now',
    created: 'Backed up: {file}',
    empty: 'No backups yet. Click “Back up now” to make one.',
    column: {
      createdAt: 'Time',
      reason: 'Kind',
      size: 'Size',
      file: 'File',
      actions: 'Actions'
    },
    reason: {
      manual: 'Manual',
      daily: 'Daily',
      migration: 'Before upgrade',
      restore: 'Before restore',
      other: 'Other'
    },
    restore: 'Restore this backup',
    restoreTitle: 'Restore from a backup?',
    restoreContent: 'All current data will be replaced by the backup from {time}.',
    undo: {
      openTables: 'Tables in play go back to how the backup holds them (those opened since disappear):',
      hands: 'Hands recorded or changed since the backup disappear:',
      handsAt: '{table}: {count} hands',
      movements: 'Account movements since the backup disappear:',
      safety:
        'The app first saves the current data as a “before restore” backup in {dir}, so you can go back if needed.'
    },
    restoreConfirm: 'Restore',
    restored: 'Restored. The previous data was backed up as {file}',
    restoreCancelled: 'Restore cancelled: nothing was changed.'
  },
  about: {
    version: 'Version {version}',
    dataFile: 'Data file: {file}',
    schema: 'Data version {version}'
  },
  table: table.en,
  entry: entry.en,
  tiles: entry.tilesEn,
  opening: opening.en,
  settlement: settlement.en,
  records: records.en,
  parlor: parlor.en,
  lan: lan.en,
  staff: staff.en,
  counter: counter.en,
  bookings: bookings.en,
  goods: goods.en
}

export default en
