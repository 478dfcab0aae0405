import type { WindowApi } from '../../src-main/api/types'

declare global {
  interface Window {
    /** Put there by the preload script (or by the browser test harness). */
    api: WindowApi
  }
}

export {}
