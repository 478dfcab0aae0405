import { onScopeDispose, reactive, watch, type Ref } from 'vue'
import type { HandInput, HandResult } from '../../../../src-main/scoring'
import type { HandDraft } from '../../../../src-main/api/types'
import { ApiCallError } from '../../api'
import { useErrorReport } from '../../composables/useErrorReport'

const PREVIEW_DELAY_MS = 120

export interface HandPreview {
  /** The engine's answer for the hand as typed now, or null while none is known. */
  result: { input: HandInput; result: HandResult } | null
  /** Why the engine refuses the hand as typed now (in the host's language). */
  error: string | null
  /** The input field the refusal is about (`events[0].piao`), when there is one. */
  errorPath: string | null
  pending: boolean
}

/**
 * The engine's result for the draft as the host types, asked a moment after the last change.
 * `request` is null while the hand is not ready to be scored; answers to older drafts are dropped.
 */
export function useHandPreview(
  request: Ref<HandDraft | null>,
  preview: (hand: HandDraft) => Promise<HandPreview['result']>
): HandPreview {
  const state = reactive<HandPreview>({ result: null, error: null, errorPath: null, pending: false })
  const { report } = useErrorReport()
  let latest = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  async function run(ticket: number, hand: HandDraft): Promise<void> {
    try {
      const answer = await preview(hand)
      if (ticket === latest) Object.assign(state, { result: answer, error: null, errorPath: null })
    } catch (error) {
      if (ticket !== latest) return
      if (error instanceof ApiCallError)
        Object.assign(state, { result: null, error: error.message, errorPath: error.path ?? null })
      else report(error)
    } finally {
      if (ticket === latest) state.pending = false
    }
  }

  watch(
    () => JSON.stringify(request.value),
    () => {
      const ticket = ++latest
      clearTimeout(timer)
      const hand = request.value
      Object.assign(state, { result: null, error: null, errorPath: null, pending: hand !== null })
      if (hand) timer = setTimeout(() => void run(ticket, hand), PREVIEW_DELAY_MS)
    },
    { immediate: true }
  )
  onScopeDispose(() => clearTimeout(timer))

  return state
}
