import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import type { HandView } from '../../src-main/api/types'
import { catalog, type VariantId } from '../../src-main/scoring'
import HandEntryForm from '../../src-renderer/src/components/entry/HandEntryForm.vue'
import { setLocale } from '../../src-renderer/src/i18n'
import { useTableStore } from '../../src-renderer/src/stores/table'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

/** The entry form correcting hand `seq` of a table of `variant` with `hands` recorded. */
async function correct(variant: VariantId, hands: { type: string; [field: string]: unknown }[][], seq: number) {
  const fake = createTestApi(['张三', '李四', '王五', '赵六'])
  const session = fake.createSession({
    title: '',
    variant,
    playerIds: [1, 2, 3, 4],
    firstDealer: 0,
    rules: { pointValue: 1 }
  })
  for (const events of hands) fake.addHand(session.id, events)
  const spec = catalog().variants.find((candidate) => candidate.id === variant)!
  const opened: number[] = []
  const Entry = defineComponent({
    setup() {
      const table = useTableStore()
      void table.open(session.id)
      return () => {
        const editing = table.session?.hands.find((hand: HandView) => hand.seq === seq)
        return (
          editing &&
          h(HandEntryForm, {
            session: table.session!,
            variant: spec,
            editing,
            open: true,
            onOpenHand: (handId: number) => opened.push(handId)
          })
        )
      }
    }
  })
  wrapper = await mountInApp(Entry, fake.api)
  await vi.waitFor(() => expect(byTestId('entry-save')).toHaveLength(1))
  return { fake, session: () => fake.session(session.id), opened }
}

const tap = async (testId: string) => {
  click(byTestId(testId)[0])
  await flushPromises()
}

const win = (winner: number, from: number | null) => ({ type: 'win', winner, from, form: 'standard' })

describe('correcting a hand', () => {
  it('names the later hand an edit would make invalid and offers to open it, in Chinese and English', async () => {
    // Hand 3 is a discard win, legal only while seat 1 deals on a streak that hand 2 made.
    const { fake, session, opened } = await correct('hangzhou', [[win(1, null)], [win(1, null)], [win(2, 1)]], 2)
    await tap('entry-seat-3')
    await tap('entry-selfdraw')
    await vi.waitFor(() => expect(byTestId<HTMLButtonElement>('entry-save')[0].disabled).toBe(false))
    await tap('entry-save')
    await vi.waitFor(() => expect(byTestId('entry-save-error')).toHaveLength(1))
    expect(byTestId('entry-save-error')[0].textContent).toContain('第 3 局')
    expect(byTestId('entry-save-error')[0].textContent).not.toContain('events[')
    expect(byTestId('entry-open-hand')[0].textContent).toContain('打开第 3 局')
    setLocale('en')
    await flushPromises()
    expect(byTestId('entry-open-hand')[0].textContent).toContain('Open hand 3')
    await tap('entry-open-hand')
    expect(opened).toEqual([session().hands[2].id])
    expect(fake.inputsOf('hands.edit')).toHaveLength(1)
  })

  it('changing the discarder of a hand with two winners keeps both winners', async () => {
    const double = [
      { type: 'win', winner: 1, from: 0, pattern: 'pinghu' },
      { type: 'win', winner: 2, from: 0, pattern: 'pinghu' }
    ]
    const { fake } = await correct('sichuan', [double], 1)
    await tap('entry-seat-3')
    await vi.waitFor(() => expect(byTestId<HTMLButtonElement>('entry-save')[0].disabled).toBe(false))
    await tap('entry-save')
    await vi.waitFor(() => expect(fake.inputsOf('hands.edit')).toHaveLength(1))
    const { events } = fake.inputsOf('hands.edit')[0].hand as { events: { winner: number; from: number }[] }
    expect(events.map((event) => [event.winner, event.from])).toEqual([
      [1, 3],
      [2, 3]
    ])
  })
})
