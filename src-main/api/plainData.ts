/**
 * Whether a payload is plain data the schemas can walk safely: only JSON-like values (plain
 * objects, arrays, strings, finite or non-finite numbers, booleans, null, undefined), not nested
 * deeper than MAX_DEPTH (a cycle never ends, so it fails the same way) and at most MAX_NODES
 * values in all. Walked without recursion, so no payload can overflow the stack here.
 */
const MAX_DEPTH = 64
const MAX_NODES = 100_000

export type PlainDataProblem = 'depth' | 'size' | 'type'

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** The first problem found, or null when the payload is plain data. */
export function plainDataProblem(payload: unknown): PlainDataProblem | null {
  try {
    return walk(payload)
  } catch {
    // Only a proxy can throw while its own properties are listed.
    return 'type'
  }
}

function walk(payload: unknown): PlainDataProblem | null {
  const pending: { value: unknown; depth: number }[] = [{ value: payload, depth: 0 }]
  let nodes = 0
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!
    nodes += 1
    if (nodes > MAX_NODES) return 'size'
    if (value === null || value === undefined) continue
    const type = typeof value
    if (type === 'string' || type === 'number' || type === 'boolean') continue
    if (type !== 'object') return 'type'
    if (depth >= MAX_DEPTH) return 'depth'
    const object = value as object
    if (Array.isArray(object)) {
      if (nodes + pending.length + object.length > MAX_NODES) return 'size'
    } else if (!isPlainObject(object)) {
      return 'type'
    }
    const descriptors = Object.getOwnPropertyDescriptors(object)
    for (const key of Reflect.ownKeys(descriptors)) {
      if (typeof key === 'symbol') return 'type'
      const descriptor = descriptors[key]
      if (!('value' in descriptor)) return 'type'
      if (Array.isArray(object) && key === 'length') continue
      pending.push({ value: descriptor.value, depth: depth + 1 })
    }
  }
  return null
}
