import { setImmediate as nextTurn } from 'node:timers/promises'

/**
 * Rows read page by page in id order, letting the event loop run between pages (so a stream
 * being written can drain) without holding a statement open across the pause.
 */
export async function* inChunks<Row extends { id: number }>(read: (afterId: number) => Row[]): AsyncGenerator<Row> {
  let afterId = 0
  for (;;) {
    const rows = read(afterId)
    if (rows.length === 0) return
    yield* rows
    afterId = rows[rows.length - 1].id
    await nextTurn()
  }
}

export async function* mapAsync<T, U>(source: AsyncIterable<T>, map: (item: T) => U): AsyncGenerator<U> {
  for await (const item of source) yield map(item)
}
