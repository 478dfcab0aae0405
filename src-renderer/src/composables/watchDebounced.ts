import { onScopeDispose, watch, type WatchSource } from 'vue'

/** Calls `effect` once `source` has stopped changing for `delayMs`. */
export function watchDebounced<T>(source: WatchSource<T>, effect: () => void, delayMs: number): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  watch(source, () => {
    clearTimeout(timer)
    timer = setTimeout(effect, delayMs)
  })
  onScopeDispose(() => clearTimeout(timer))
}
