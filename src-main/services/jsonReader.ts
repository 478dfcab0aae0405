/** Reading a JSON document that must mean one thing: JSON.parse keeps the last of two equal keys silently. */

const TOKEN = /"(?:[^"\\]|\\.)*"|[{}[\]]/g
const SPACE = new Set([' ', '\t', '\n', '\r'])

function nextNonSpace(text: string, from: number): string {
  let at = from
  while (SPACE.has(text[at])) at++
  return text[at]
}

/** The first key that appears twice in one object of `text` (valid JSON), if any. */
export function firstDuplicateKey(text: string): string | undefined {
  const open: (Set<string> | null)[] = []
  TOKEN.lastIndex = 0
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
    const token = match[0]
    if (token === '{') open.push(new Set())
    else if (token === '[') open.push(null)
    else if (token === '}' || token === ']') open.pop()
    else {
      const keys = open[open.length - 1]
      if (!keys || nextNonSpace(text, TOKEN.lastIndex) !== ':') continue
      const key = token.includes('\\') ? String(JSON.parse(token)) : token.slice(1, -1)
      if (keys.has(key)) return key
      keys.add(key)
    }
  }
  return undefined
}

export class DuplicateKeyError extends Error {
  constructor(readonly key: string) {
    super(`duplicate key ${key}`)
  }
}

/** JSON.parse that refuses a key given twice in one object. */
export function parseJsonOnce(text: string): unknown {
  const value: unknown = JSON.parse(text)
  const duplicate = firstDuplicateKey(text)
  if (duplicate !== undefined) throw new DuplicateKeyError(duplicate)
  return value
}
