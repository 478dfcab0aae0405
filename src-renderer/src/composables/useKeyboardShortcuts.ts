import { onBeforeUnmount, onMounted } from 'vue'

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/**
 * Single-key shortcuts for a view (`/` → search, `n` → new …), active while the view is shown.
 * They stay quiet while the host is typing, composing with an input method or holding a modifier.
 */
export function useKeyboardShortcuts(bindings: Record<string, () => void>): void {
  function onKeydown(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return
    if (isTyping(event.target)) return
    const action = bindings[event.key.toLowerCase()]
    if (!action) return
    event.preventDefault()
    action()
  }
  onMounted(() => window.addEventListener('keydown', onKeydown))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKeydown))
}
