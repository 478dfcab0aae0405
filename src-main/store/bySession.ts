/** Rows of several sessions read in one statement, handed back session by session. */

/** The parameter of `session_id IN (SELECT value FROM json_each(?))`: any number of ids, one bound value. */
export const sessionIdList = (sessionIds: readonly number[]): string => JSON.stringify([...new Set(sessionIds)])

/** Each session's `value` of its rows, in the order read; a session without rows has an empty list. */
export function bySession<Row extends { session_id: number }, Value>(
  sessionIds: readonly number[],
  rows: readonly Row[],
  value: (row: Row) => Value
): Map<number, Value[]> {
  const grouped = new Map(sessionIds.map((id) => [id, [] as Value[]]))
  for (const row of rows) grouped.get(row.session_id)?.push(value(row))
  return grouped
}
