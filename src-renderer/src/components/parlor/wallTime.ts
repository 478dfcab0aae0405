/**
 * The parlor's wall clock as main sends and reads it (2026-11-26T20:00, no offset), and the date
 * pickers' values, whose fields are read on this computer's clock face: 20:00 picked is 20:00 sent.
 */
const pad = (value: number) => String(value).padStart(2, '0')

export function pickedToWall(ms: number): string {
  const date = new Date(ms)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export function wallToPicked(wall: string): number {
  const [year, month, day, hour, minute] = wall.split(/[-T:]/).map(Number)
  return new Date(year, month - 1, day, hour, minute).getTime()
}

/** 11-26 20:00: a booking's time on a tile or in the list. */
export function shortWallTime(wall: string): string {
  return `${wall.slice(5, 10)} ${wall.slice(11, 16)}`
}

/** 2026-11-26 20:00: a time main read on the parlor's clock (shifts, the audit log). */
export function wallDateTime(wall: string): string {
  return `${wall.slice(0, 10)} ${wall.slice(11, 16)}`
}
