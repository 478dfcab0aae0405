/** Checks every variant shares: outcome of a hand, winners and discarders, kongs. */
import { fail } from './errors'
import { seatEn, seatZh } from './reasons'
import { hasRow, type Row, type Table } from './tables'
import type { Resolved, Seat } from './types'
import { at } from './validate'

/** An event after validation, with `at`, the path that names it in errors (`events[2]`). */
export type Parsed<T> = Resolved<T> & { at: string }

interface WinLike {
  winner: Seat
  from: Seat | null
  at: string
}

/** A hand ends in one or more wins or in one draw, never both; or in an event that stands alone. */
export function checkOutcome(wins: number, drawAt: string | null, standsAlone: boolean): void {
  if (drawAt !== null && wins > 0) {
    fail('CONFLICTING_OUTCOME', drawAt, 'a hand cannot end both in a win and in a draw', '一局不能既有胡牌又有流局')
  }
  if (drawAt === null && wins === 0 && !standsAlone) {
    fail('NO_OUTCOME', 'events', 'the hand needs a win or a draw event', '本局缺少胡牌或流局事件')
  }
}

export function oneWinnerOnly(second: WinLike): never {
  return fail('TOO_MANY_WINNERS', second.at, 'this variant allows one winner per hand', '本玩法一局只能有一位胡牌者')
}

/**
 * Several wins are only several winners on one discard: all by discard, from one seat, on the
 * same tile (`tileKind` tells a discard from a robbed kong tile), each by a different seat.
 */
export function checkSameDiscard<Win extends WinLike>(wins: readonly Win[], tileKind: (win: Win) => unknown): void {
  const first = wins[0]
  for (let i = 1; i < wins.length; i++) {
    const win = wins[i]
    if (first.from === null && win.from === null) {
      fail('TWO_SELF_DRAWS', win.at, 'a hand cannot have two self-draws', '一局不能有两个自摸')
    }
    if (win.from !== first.from || tileKind(win) !== tileKind(first)) {
      fail(
        'WINS_ON_DIFFERENT_DISCARDS',
        win.at,
        'several wins in one hand must all be on the same discard',
        '一局多人胡牌时，必须是胡同一张打出的牌（一炮多响）'
      )
    }
    for (let j = 0; j < i; j++) {
      if (wins[j].winner === win.winner) duplicateWinner(win)
    }
  }
}

export function duplicateWinner(win: WinLike): never {
  return fail(
    'DUPLICATE_WINNER',
    at(win.at, 'winner'),
    `${seatEn(win.winner)} already won this hand`,
    `${seatZh(win.winner)} 本局已经胡过`
  )
}

/**
 * The rows a win gave in list `field` that need a self-draw or a discarder (the table says which),
 * checked in table order.
 */
export function checkRowNeeds(win: WinLike, given: readonly Row[], table: Table<string>, field: string): void {
  for (const row of table.needy) {
    if (!hasRow(given, row)) continue
    if (row.needs === 'selfDraw') requireSelfDraw(win, row.id, row.name.zh, field)
    else requireDiscarder(win, row.id, row.name.zh)
  }
}

/** A flag that only a self-draw can have; `field` is where it was given (a list of ids names the list). */
function requireSelfDraw(win: WinLike, flag: string, zh: string, field = flag): void {
  if (win.from !== null) {
    fail(
      'SELF_DRAW_REQUIRED',
      at(win.at, field),
      `${flag} needs a self-draw (from: null)`,
      `${zh}只能是自摸（from 应为 null）`
    )
  }
}

/** A flag that only a win on another seat's tile can have. */
function requireDiscarder(win: WinLike, flag: string, zh: string): void {
  if (win.from === null) {
    fail(
      'DISCARDER_REQUIRED',
      at(win.at, 'from'),
      `${flag} needs "from", the seat whose tile was taken`,
      `${zh}需要填写 from（被抢/放炮的座位）`
    )
  }
}

export function inconsistent(path: string, en: string, zh: string): never {
  return fail('INCONSISTENT_FLAGS', path, en, zh)
}

export function discardWinForbidden(win: WinLike, en: string, zh: string): never {
  return fail('DISCARD_WIN_FORBIDDEN', at(win.at, 'from'), en, zh)
}

export function featureNotEnabled(path: string, en: string, zh: string): never {
  return fail('FEATURE_NOT_ENABLED', path, en, zh)
}
