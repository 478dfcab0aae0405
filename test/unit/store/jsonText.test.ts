import { describe, expect, it } from 'vitest'
import { parseJsonText } from '../../../src-main/store/codecs/jsonText'

describe('parseJsonText', () => {
  it('boxes any JSON value, null included', () => {
    expect(parseJsonText('{"a":[1,2.5]}')).toEqual({ value: { a: [1, 2.5] } })
    expect(parseJsonText('null')).toEqual({ value: null })
    expect(parseJsonText('"茶"')).toEqual({ value: '茶' })
  })

  it('gives undefined for text that is not JSON, without throwing', () => {
    for (const text of ['', '{not json', 'undefined', '[1,]', "{'a':1}"]) expect(parseJsonText(text)).toBeUndefined()
  })
})
