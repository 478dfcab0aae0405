import { onBeforeUnmount, onMounted } from 'vue'

/** Outside text fields, Ctrl+Z (⌘Z on a Mac) undoes the last change to the hands, Ctrl+Shift+Z redoes it. */
export function useUndoShortcut(undo: () => void, redo: () => void): void {
  function onKeydown(event: KeyboardEvent): void {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'z') return
    const target = event.target
    if (target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA'].includes(target.tagName)))
      return
    event.preventDefault()
    if (event.shiftKey) redo()
    else undo()
  }
  onMounted(() => window.addEventListener('keydown', onKeydown))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKeydown))
}
