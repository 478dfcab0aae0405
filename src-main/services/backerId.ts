/**
 * How a backer (支持者) is named in hand inputs and results: `p17` for player
 * 17. The engine treats these ids as opaque; the renderer reads them from `SessionView.backers`.
 */
export function backerId(playerId: number): string {
  return `p${playerId}`
}

/** The player behind a backer id, or null when it is not one. */
export function backerPlayerId(id: string): number | null {
  const match = /^p(\d+)$/.exec(id)
  return match ? Number(match[1]) : null
}
