import { ref, shallowRef } from 'vue'
import { useErrorReport } from '../../composables/useErrorReport'

/**
 * Runs a read each time the filters change and keeps the answer of the latest one (an older
 * answer arriving late is dropped); failures are reported.
 */
export function useLatestAnswer<T, A extends unknown[]>(read: (...args: A) => Promise<T>) {
  const { attempt } = useErrorReport()
  const answer = shallowRef<T | null>(null)
  const loading = ref(false)
  let latest = 0

  async function load(...args: A): Promise<void> {
    const request = ++latest
    loading.value = true
    const found = await attempt(() => read(...args))
    if (request !== latest) return
    loading.value = false
    if (found !== undefined) answer.value = found
  }

  return { answer, loading, load }
}
