import type { VueWrapper } from '@vue/test-utils'
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, reactive } from 'vue'
import ModalFooter from '../../src-renderer/src/components/shared/ModalFooter.vue'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

/** The footer with its state in `state`, counting what it emits; an extra button and a hint in its slots. */
async function mountFooter(state: { busy?: boolean; disabled?: boolean; cancelLabel?: string }) {
  const props = reactive(state)
  const emitted: string[] = []
  wrapper = await mountInApp(
    defineComponent({
      render: () =>
        h(
          ModalFooter,
          {
            ...props,
            confirmLabel: '保存',
            cancelTestId: 'footer-cancel',
            confirmTestId: 'footer-confirm',
            onCancel: () => emitted.push('cancel'),
            onConfirm: () => emitted.push('confirm')
          },
          { hint: () => 'Enter 保存', default: () => h('button', { 'data-testid': 'footer-extra' }, '上一步') }
        )
    }),
    createTestApi([]).api
  )
  const cancel = () => byTestId<HTMLButtonElement>('footer-cancel')[0]
  const confirm = () => byTestId<HTMLButtonElement>('footer-confirm')[0]
  return { props, emitted, cancel, confirm }
}

describe('a dialog footer', () => {
  it('says 取消 by default, then the extra buttons, then the confirm; each button says what was chosen', async () => {
    const { emitted, cancel, confirm } = await mountFooter({})
    const footer = document.querySelector('.modal-footer')!
    expect([...footer.children].map((child) => child.textContent?.trim())).toEqual([
      'Enter 保存',
      '取消',
      '上一步',
      '保存'
    ])
    expect([...footer.querySelectorAll('button')].map((button) => button.dataset.testid)).toEqual([
      'footer-cancel',
      'footer-extra',
      'footer-confirm'
    ])
    click(cancel())
    click(confirm())
    expect(emitted).toEqual(['cancel', 'confirm'])
  })

  it('while busy: the confirm spins and sends nothing twice, and cancel cannot leave midway', async () => {
    const { props, emitted, cancel, confirm } = await mountFooter({ busy: true })
    expect(confirm().classList).toContain('n-button--loading')
    expect(cancel().disabled).toBe(true)
    click(confirm())
    click(cancel())
    expect(emitted).toEqual([])
    props.busy = false
    await flushPromises()
    expect(cancel().disabled).toBe(false)
    click(confirm())
    expect(emitted).toEqual(['confirm'])
  })

  it('holds the confirm back while there is nothing to confirm; cancel still works and names its own label', async () => {
    const { emitted, cancel, confirm } = await mountFooter({ disabled: true, cancelLabel: '拒绝' })
    expect(confirm().disabled).toBe(true)
    expect(cancel().textContent?.trim()).toBe('拒绝')
    click(confirm())
    click(cancel())
    expect(emitted).toEqual(['cancel'])
  })
})
