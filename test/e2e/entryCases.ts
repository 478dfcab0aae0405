/**
 * The entry cases of issue 11 and their steps, shared by the Chinese and English runs: the
 * every-hand details entered from the first step, clicks counted, the preview checked in view.
 */
import { expect } from 'vitest'
import type { VariantId } from '../../src-main/scoring'
import type { Harness } from './harness'
import { expectInViewport, expectNoCutText, expectUnclipped } from './layout'
import { shownNumber, steps } from './steps'

export function entryCases(harness: () => Harness) {
  const { byTestId, createPlayers, seat, openTableThroughOpening } = steps(harness)
  const h = {
    get page() {
      return harness().page
    }
  }
  const NAMES = ['东方明', '南宫玉', '西门雪', '北堂春']
  const SIZES = [
    { width: 1280, height: 800 },
    { width: 1024, height: 700 }
  ]

  /**
   * One step on the form: a click (counted), a value tapped (a bird or tile, the value itself) or
   * typed. `in` names the block the control is found in.
   */
  type Action = { click: string; in?: string } | { tap: string; in?: string } | { type: string; text: string }

  const click = (id: string, scope?: string): Action => ({ click: id, in: scope })
  const tap = (id: string, scope?: string): Action => ({ tap: id, in: scope })
  const type = (id: string, text: string | number): Action => ({ type: id, text: String(text) })
  const win = (winner: number, from: number | 'self'): Action[] => [
    click(`entry-seat-${winner}`),
    click(from === 'self' ? 'entry-selfdraw' : `entry-seat-${from}`)
  ]

  interface Case {
    variant: VariantId
    name: string
    actions: Action[]
    deltas: number[]
  }

  const CASES: Case[] = [
    {
      variant: 'anhua',
      name: 'Anhua self-draw with 2 birds',
      actions: [...win(1, 'self'), tap('entry-bird-1'), tap('entry-bird-9')],
      deltas: [-8, 24, -8, -8]
    },
    {
      variant: 'anhua',
      name: 'Anhua 三王 七小对',
      actions: [...win(2, 'self'), click('entry-pattern-three'), click('entry-pattern-qidui')],
      deltas: [-8, -8, 24, -8]
    },
    {
      variant: 'changsha',
      name: 'Changsha self-draw with a bird',
      actions: [...win(1, 'self'), tap('entry-bird-3')],
      deltas: [-2, 5, -2, -1]
    },
    {
      variant: 'yaku',
      name: 'yaku hand with dice (宝牌)',
      actions: [
        ...win(2, 0),
        click('entry-pattern-yiqi'),
        type('entry-field-total-input', 8),
        type('entry-field-dora-input', 1)
      ],
      deltas: [-9, 0, 9, 0]
    },
    {
      variant: 'anshun',
      name: 'Anshun example 2 of RULES.md',
      actions: [
        ...win(2, 3),
        click('entry-pattern-qingyise'),
        click('entry-field-by-0', 'entry-new-kong'),
        click('entry-field-kind-concealed', 'entry-step-kong'),
        tap('entry-tile-suit-m'),
        tap('entry-tile-rank-4'),
        type('entry-chicken-yaoji-2', 1)
      ],
      deltas: [5, -3, 11, -13]
    }
  ]

  async function perform(actions: Action[]): Promise<number> {
    let clicks = 0
    for (const action of actions) {
      if ('type' in action) {
        await byTestId(action.type).fill(action.text)
        continue
      }
      const id = 'click' in action ? action.click : action.tap
      const scope = action.in ? byTestId(action.in) : h.page
      await scope.getByTestId(id).click()
      if ('click' in action) clicks++
    }
    return clicks
  }

  async function expectPreview(deltas: number[]): Promise<void> {
    const shown = () =>
      Promise.all(deltas.map(async (_, seat) => shownNumber(await byTestId(`entry-total-${seat}`).innerText())))
    await expect.poll(shown, { timeout: 5_000 }).toEqual(deltas)
  }

  /** The preview's per-seat totals and every transfer are on screen and not scrolled away. */
  async function expectPreviewInView(): Promise<void> {
    const preview = byTestId('entry-preview')
    for (const part of [preview.locator('[data-testid^="entry-total-"]'), preview.getByTestId('transfer-row')]) {
      await expectInViewport(h.page, part, 'preview')
      await expectUnclipped(part, 'preview')
    }
    await expectInViewport(h.page, byTestId('entry-save'), '保存')
    await expectNoCutText(byTestId('entry-modal'))
  }

  async function openTable(variant: VariantId): Promise<number> {
    const playerIds = createPlayers(NAMES)
    const id = await openTableThroughOpening(async () => {
      await byTestId(`variant-${variant}`).click()
      for (const player of playerIds) await seat(player)
    })
    await byTestId('table-record').waitFor()
    return id
  }

  return { CASES, SIZES, click, win, perform, expectPreview, expectPreviewInView, openTable }
}
