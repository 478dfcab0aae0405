import { onBeforeUnmount, onMounted } from 'vue'

/** Ctrl+Z (⌘Z on a Mac) outside text fields: undo the last change to the hands. */
export function useUndoShortcut(undo: () => void): void {
  function onKeydown(event: KeyboardEvent): void {
    if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== 'z') return
    const target = event.target
    if (target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA'].includes(target.tagName)))
      return
    event.preventDefault()
    undo()
  }
  onMounted(() => window.addEventListener('keydown', onKeydown))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKeydown))
}
