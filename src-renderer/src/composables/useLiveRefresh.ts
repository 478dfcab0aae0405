import { onBeforeUnmount } from 'vue'
import { onLiveEvent, type LiveEvent } from '../liveEvents'

/** Runs `refresh` on each event of main's stream that `concerns` this screen (and after a reconnect), while mounted. */
export function useLiveRefresh(concerns: (event: LiveEvent) => boolean, refresh: () => unknown): void {
  const stop = onLiveEvent((event) => {
    if (event.topic === 'resync' || concerns(event)) void refresh()
  })
  onBeforeUnmount(stop)
}
