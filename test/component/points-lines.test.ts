import { describe, expect, it } from 'vitest'
import { pointsLines } from '../../src-renderer/src/components/pointsLines'

const line = (name: string) => ({ name, data: [0, 4, 4, -2] })

describe('the points chart’s lines', () => {
  it.each([2, 3, 4, 6])('gives each of %i players a marker and dash pair of their own', (count) => {
    const options = pointsLines(Array.from({ length: count }, (_, index) => line(`P${index}`)))
    const pairs = options.map((option) => `${String(option.symbol)}/${String(option.lineStyle?.type)}`)
    expect(new Set(pairs).size).toBe(count)
    expect(options.map((option) => option.name)).toEqual(Array.from({ length: count }, (_, index) => `P${index}`))
  })

  it('draws lines over one another narrower, so the lines beneath show at the edges', () => {
    const widths = pointsLines([line('a'), line('b'), line('c'), line('d')]).map((option) => option.lineStyle?.width)
    expect(widths).toEqual([...(widths as number[])].sort((a, b) => b - a))
    expect(new Set(widths).size).toBe(4)
  })
})
