/**
 * Tenders: how money crosses the counter (现金, 微信, 支付宝, 银行卡). Every money movement that is
 * not an account move names one from the parlor's list; the first in the list is the default.
 * (Rows written before tenders existed read as 现金: the migration's column default.)
 */
import { AppError } from '../../errors'

export const DEFAULT_TENDERS = ['现金', '微信', '支付宝', '银行卡']

/** The tender given, checked against the list; none given: the list's first. */
export function chooseTender(tenders: string[], given: string | undefined): string {
  if (given === undefined) return tenders[0]
  if (!tenders.includes(given)) {
    throw new AppError(
      'TENDER_UNKNOWN',
      `“${given}”不在付款方式列表里（设置 → 棋牌室）。`,
      `"${given}" is not one of the payment methods (Settings → Parlor).`
    )
  }
  return given
}
