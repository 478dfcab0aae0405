/**
 * The public analyzers the tile reader is compared with, on their own formats: the npm packages
 * `agari` (riichi agari check) and `@kobalab/majiang-core` (xiangting, tingpai, hule_mianzi).
 * Their rules differ from §9 in one point: seven pairs must be seven different kinds (four
 * identical tiles are not two pairs), so comparisons leave four-of-a-kind hands out of seven pairs.
 */
import agari from 'agari'
import Majiang from '@kobalab/majiang-core'

export type AgariHand = Parameters<typeof agari>[0]

export function toAgari(c: readonly number[]): AgariHand {
  return [c.slice(0, 9), c.slice(9, 18), c.slice(18, 27), c.slice(27, 34)] as unknown as AgariHand
}

/** majiang-core's notation: suit letter first, `m123p456s789z11`. */
export function toMajiangString(c: readonly number[]): string {
  let text = ''
  for (let s = 0; s < 4; s++) {
    let digits = ''
    for (let d = 0; d < (s < 3 ? 9 : 7); d++) digits += String(d + 1).repeat(c[9 * s + d])
    if (digits) text += 'mpsz'[s] + digits
  }
  return text
}

export interface MajiangShoupai {
  clone(): MajiangShoupai
}

interface MajiangUtil {
  /** Shanten over standard, seven pairs and thirteen orphans: 0 tenpai, -1 complete. */
  xiangting(shoupai: MajiangShoupai): number
  xiangting_yiban(shoupai: MajiangShoupai): number
  xiangting_qidui(shoupai: MajiangShoupai): number
  tingpai(shoupai: MajiangShoupai): string[] | null
  hule_mianzi(shoupai: MajiangShoupai, rongpai?: string): string[][]
}

const majiang = Majiang as unknown as {
  Shoupai: { fromString(text: string): MajiangShoupai }
  Util: MajiangUtil
}

export const majiangUtil = majiang.Util

export function toMajiang(c: readonly number[]): MajiangShoupai {
  return majiang.Shoupai.fromString(toMajiangString(c))
}

/** majiang-core's tile name (`m1`, `z7`) to a kind. */
export function majiangKind(name: string): number {
  return 9 * 'mpsz'.indexOf(name[0]) + Number(name[1]) - 1
}

export { agari }
