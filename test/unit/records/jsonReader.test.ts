import { describe, expect, it } from 'vitest'
import { DuplicateKeyError, firstDuplicateKey, parseJsonOnce } from '../../../src-main/services/jsonReader'

describe('the JSON reader of backups', () => {
  it.each([
    ['{"a":1,"a":2}', 'a'],
    ['{"a":1,"\\u0061":2}', 'a'],
    ['[{"x":{"b":[1,{"c":1}],"b":0}}]', 'b'],
    ['{"a" : 1, "b":{"a":1}, "a" :3}', 'a']
  ])('finds the key given twice in %s', (text, key) => {
    expect(firstDuplicateKey(text)).toBe(key)
    expect(() => parseJsonOnce(text)).toThrow(DuplicateKeyError)
  })

  it.each(['{"a":{"a":1},"b":[{"a":1},{"a":2}]}', '{"a":"\\"a\\":1,\\"a\\":2","b":"a","c":["a","a"]}'])(
    'reads %s, where no object has a key twice',
    (text) => {
      expect(firstDuplicateKey(text)).toBeUndefined()
      expect(parseJsonOnce(text)).toEqual(JSON.parse(text))
    }
  )
})
