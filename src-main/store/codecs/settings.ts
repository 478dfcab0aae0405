/**
 * The settings table: each key its own row, and each key one schema its value has, saved, read
 * and imported alike. The store reads and writes the rows through these (store/settings); the
 * contract checks its input with the same schemas.
 */
import { z } from 'zod'
import { isBackupDirPath } from '../backup'
import { saying, shortText } from './fields'
import { parseJsonText } from './jsonText'

/** Zones Intl has accepted (a parlor's zone is checked on every read of its settings). */
const knownZones = new Set<string>()

/** An IANA zone (Asia/Shanghai) or a fixed offset (+08:00), as Intl knows them. */
function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
  } catch {
    return false
  }
  knownZones.add(zone)
  return true
}

/** The club's settings, each key its own settings row. */
export const clubSettings = z
  .object({
    clubName: shortText(60).min(1),
    currency: shortText(8).min(1),
    pointValue: z.number().finite().min(0).max(100_000),
    defaultVariant: shortText(20),
    backupDir: shortText(1000),
    locale: z.enum(['zh-CN', 'en']),
    theme: z.enum(['light', 'dark'])
  })
  .strict()

export const feePayer = z.enum(['even', 'winners', 'biggestWinner'])
export const tenderName = shortText(10).trim().min(1)

/** The parlor's own settings, as saved and as stored (one schema for both). */
export const parlorSettings = z
  .object({
    warnAfterMinutes: z.number().int().min(1).max(2880).nullable(),
    defaultFeePayer: feePayer,
    /** An IANA zone (Asia/Shanghai) or a fixed offset (+08:00); fee bands and business days follow it. */
    timeZone: shortText(60).refine(isTimeZone, saying('不认识这个时区', 'Unknown time zone')),
    /** Minute of the day the business day starts (06:00: 360). */
    dayCutoffMinutes: z.number().int().min(0).max(1439),
    /** The ways money is handed over (现金, 微信, …); the first is the default. */
    tenders: z
      .array(tenderName)
      .min(1)
      .max(12)
      .refine(
        (names) => new Set(names).size === names.length,
        saying('付款方式名称不能重复', 'A payment method appears twice')
      ),
    /** A table fee for longer play than this needs a confirmation at the close. */
    longFeeMinutes: z
      .number()
      .int()
      .min(60)
      .max(14 * 1440)
  })
  .strict()

/** The floor's overtime warning, the fee payer, the time zone, the business day, the tenders. */
export type ParlorSettings = z.output<typeof parlorSettings>

/** The LAN server's settings. */
export const lanConfigSchema = z
  .object({
    enabled: z.boolean(),
    host: z.union([z.ipv4(), z.ipv6()]),
    port: z.number().int().min(1024).max(65_535)
  })
  .strict()

/** Minutes a signed-in member may stay idle before the desk locks. */
export const idleLockMinutesSchema = z.number().int().min(1).max(240)

export const PARLOR_SETTINGS_KEY = 'parlor'

const SCHEMAS = {
  ...clubSettings.shape,
  // Saved a key at a time: a file from before a parlor setting existed lacks it.
  [PARLOR_SETTINGS_KEY]: parlorSettings.partial(),
  lan: lanConfigSchema,
  'staff.idleLockMinutes': idleLockMinutesSchema
}

export type SettingKey = keyof typeof SCHEMAS
export type SettingValue<K extends SettingKey> = z.output<(typeof SCHEMAS)[K]>

/** Every key the settings table may hold, with its one schema. */
export const SETTING_SCHEMAS: { [K in SettingKey]: z.ZodType<SettingValue<K>> } = SCHEMAS

const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_SCHEMAS, key)

/**
 * What saving a setting checks beyond its type: a backup folder is a full path (updateSettings
 * checks it with the same rule). A stored one that is not still reads; its backups say why they fail.
 */
const SAVED_ONLY_IF: Partial<Record<SettingKey, (value: never) => boolean>> = {
  backupDir: (dir: string) => dir === '' || isBackupDirPath(dir)
}

/** Whether a settings row (its key and JSON text, as a backup holds it) may be saved or imported as it is. */
export function isValidSettingRow(key: string, text: string): boolean {
  if (!isSettingKey(key)) return false
  const parsed = parseJsonText(text)
  if (!parsed) return false
  const { value } = parsed
  return SETTING_SCHEMAS[key].safeParse(value).success && (SAVED_ONLY_IF[key]?.(value as never) ?? true)
}
