/** A reading as the result reports it: groups of tiles in notation, wilds marked, and what each wild stood for. */
import type { JsonValue } from '../catalogTypes'
import type { ReadingReport, TileGroupReport } from '../types'
import type { HandTiles } from './handTiles'
import { tileName } from './notation'
import type { Reading, ReadSet } from './readings'
import { ORPHANS } from './win'

function group(
  type: TileGroupReport['type'],
  meld: TileGroupReport['meld'],
  kinds: number[],
  wilds: readonly number[]
): TileGroupReport {
  const left = wilds.slice()
  const wild = new Array<boolean>(kinds.length).fill(false)
  for (let i = kinds.length - 1; i >= 0; i--) {
    const w = left.indexOf(kinds[i])
    if (w >= 0) {
      wild[i] = true
      left.splice(w, 1)
    }
  }
  return { type, meld, tiles: kinds.map(tileName), wild }
}

function setKinds(s: ReadSet): number[] {
  if (s.type === 'run') return [s.first, s.first + 1, s.first + 2]
  return new Array<number>(s.type === 'kong' ? 4 : 3).fill(s.first)
}

export function readingReport(r: Reading, hand: HandTiles): ReadingReport {
  const groups = r.sets.map((s) => group(s.type, s.meld, setKinds(s), s.wilds))
  for (const p of r.pairs) groups.push(group('pair', null, [p.kind, p.kind], new Array<number>(p.wilds).fill(p.kind)))
  if (r.form === 'thirteenOrphans') {
    const singles = ORPHANS.filter((k) => k !== r.pairs[0].kind)
    const stood = r.wilds.slice()
    for (let i = 0; i < r.pairs[0].wilds; i++) stood.splice(stood.indexOf(r.pairs[0].kind), 1)
    for (const k of singles) groups.push(group('pair', null, [k], stood.includes(k) ? [k] : []))
  }
  const faces: number[] = []
  hand.wildKinds.forEach((k, i) => {
    for (let n = 0; n < hand.wildsByKind[i]; n++) faces.push(k)
  })
  return {
    form: r.form,
    groups,
    wilds: faces.map((face, i) => ({ face: tileName(face), standsFor: tileName(r.wilds[i]) }))
  }
}

export function asJson(fields: Record<string, unknown>): Record<string, JsonValue> {
  // Our own fields, only undefined ones dropped as JSON drops them.
  const json: Record<string, JsonValue> = JSON.parse(JSON.stringify(fields))
  return json
}
