import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h, type Component } from 'vue'
import type { RouteLocationRaw } from 'vue-router'
import type { WindowApi } from '../../../src-main/api/types'
import AppProviders from '../../../src-renderer/src/components/AppProviders.vue'
import { i18n, setLocale } from '../../../src-renderer/src/i18n'
import { router } from '../../../src-renderer/src/router'

/**
 * Mounts a view the way the app shows it (pinia, i18n, the app's router at `route`, Naive UI
 * providers) against a test `window.api` (helpers/testApi.ts). Attached to the document, since dialogs and popovers
 * are teleported to <body>.
 */
export async function mountInApp(view: Component, api: WindowApi, route: RouteLocationRaw = '/') {
  window.api = api
  setLocale('zh-CN')
  const pinia = createPinia()
  setActivePinia(pinia)
  await router.push(route)
  const Root = defineComponent({ render: () => h(AppProviders, null, { default: () => h(view) }) })
  const wrapper = mount(Root, { global: { plugins: [pinia, i18n, router] }, attachTo: document.body })
  await flushPromises()
  return wrapper
}

/** Everything on the page, teleported content included. */
export function pageText(): string {
  return document.body.textContent ?? ''
}

export function byTestId<E extends Element = HTMLElement>(id: string): E[] {
  return [...document.querySelectorAll<E>(`[data-testid="${id}"]`)]
}

export function click(element: Element | undefined): void {
  if (!element) throw new Error('nothing to click')
  ;(element as HTMLElement).click()
}

/** Types into the native input marked `testId`, as the host would, then leaves the field. */
export async function typeInto(testId: string, text: string): Promise<void> {
  const input = byTestId<HTMLInputElement>(testId)[0]
  input.value = text
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new Event('blur'))
  await flushPromises()
}
