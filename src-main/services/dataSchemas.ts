/**
 * Shapes of the app's data that the contract checks as input and the services read back from
 * storage (settings, rate plans, session rules): declared here, below both, so services never
 * import the API.
 */
import { z } from 'zod'
import { sessionRuleSpecs, type TwoPlayerRules } from '../scoring'
import { optionsShape } from './optionSchema'
import { isTimeZone } from './time/zone'
import { cents, shortText, storedRatePlan } from '../store/codecs/ratePlan'

export { cents, shortText }
/** A refinement's message in both languages (dispatch shows the Chinese one in `message`). */
export const saying = (zh: string, en: string) => ({ message: en, params: { zh } })

/** The two-player rules take their limits from the engine's specs; the money rules are the app's own. */
export const sessionRules = z
  .object({
    ...optionsShape<TwoPlayerRules>(sessionRuleSpecs()),
    pointValue: z.number().finite().min(0).max(100_000),
    tableFee: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('none') }).strict(),
        z.object({ kind: z.literal('perPlayer'), amount: z.number().finite().min(0).max(100_000) }).strict(),
        z.object({ kind: z.literal('shareOfWinnings'), percent: z.number().finite().min(0).max(100) }).strict()
      ])
      .default({ kind: 'none' })
  })
  .strict()

export const utcOffsetMinutes = z.number().int().min(-720).max(840)
export const feePayer = z.enum(['even', 'winners', 'biggestWinner'])
export { storedRatePlan }

/** The club's settings, each key its own settings row (see services/stored/settingRows). */
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

/** The LAN server's settings (stored in the settings table, read back with this schema). */
export const lanConfigSchema = z
  .object({
    enabled: z.boolean(),
    host: z.union([z.ipv4(), z.ipv6()]),
    port: z.number().int().min(1024).max(65_535)
  })
  .strict()
