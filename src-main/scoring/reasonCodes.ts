/** The stable reason codes of transfers (`Transfer.code`), with what each means. */
import type { Text } from './catalogTypes'

export const REASON_CODES: { code: string; label: Text }[] = [
  { code: 'win.selfDraw', label: { zh: '自摸', en: 'Self-draw' } },
  { code: 'win.discard', label: { zh: '点炮 / 放冲', en: 'Deal-in' } },
  { code: 'win.robKong', label: { zh: '抢杠胡', en: 'Robbed kong' } },
  { code: 'win.kongDiscard', label: { zh: '杠上炮', en: 'Kong deal-in' } },
  { code: 'win.kongFrom', label: { zh: '杠上花，引杠者付', en: 'Win after a fed kong, paid by the feeder' } },
  { code: 'win.payAll', label: { zh: '包三家', en: 'Pays for all three' } },
  { code: 'win.contract', label: { zh: '承包', en: 'Contract' } },
  { code: 'win.reverseContract', label: { zh: '反承包', en: 'Reverse contract' } },
  { code: 'win.hot', label: { zh: '热炮加付', en: 'Hot deal-in extra' } },
  { code: 'tianting.kill', label: { zh: '杀报（天听）', en: 'Declared-ready penalty' } },
  { code: 'birds', label: { zh: '中鸟', en: 'Birds' } },
  { code: 'piao', label: { zh: '飘分', en: 'Piao' } },
  { code: 'startWin', label: { zh: '起手小胡', en: 'Opening small win' } },
  { code: 'draw.tenpai', label: { zh: '查叫', en: 'Tenpai check at a draw' } },
  { code: 'kong.concealed', label: { zh: '暗杠 / 闷豆', en: 'Concealed kong' } },
  { code: 'kong.added', label: { zh: '加杠 / 转弯豆', en: 'Added kong' } },
  { code: 'kong.exposed', label: { zh: '明杠 / 点豆', en: 'Exposed kong' } },
  { code: 'chicken.yaoji', label: { zh: '幺鸡', en: 'Yaoji chicken' } },
  { code: 'chicken.golden', label: { zh: '金鸡', en: 'Golden chicken' } },
  { code: 'chicken.swing', label: { zh: '摇摆鸡', en: 'Swing chicken' } },
  { code: 'chicken.chongfeng', label: { zh: '冲锋鸡', en: 'Charging chicken' } },
  { code: 'chicken.chongfengGolden', label: { zh: '冲锋金鸡', en: 'Golden charging chicken' } },
  { code: 'flee', label: { zh: '逃跑', en: 'Left the table' } },
  { code: 'flee.caishen', label: { zh: '打财神后逃跑', en: 'Left after a wild discard' } },
  { code: 'falseWin', label: { zh: '诈和', en: 'False win' } }
]
