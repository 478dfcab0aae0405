import type { LineSeriesOption } from 'echarts/charts'

export interface PointsSeries {
  name: string
  data: number[]
}

const SYMBOLS = ['circle', 'rect', 'triangle', 'diamond', 'emptyCircle', 'emptyRect'] as const
const LINE_TYPES = ['solid', 'dashed', 'dotted'] as const

/**
 * One line a series, each with its own marker and dash besides its colour, so a line drawn over
 * another stays visible; earlier lines are drawn wider, so where lines run together the one on
 * top leaves the others' edges showing. Up to six series have distinct marker and dash pairs.
 */
export function pointsLines(series: PointsSeries[]): LineSeriesOption[] {
  const below = (index: number) => series.length - 1 - index
  return series.map((line, index) => ({
    type: 'line',
    name: line.name,
    data: line.data,
    symbol: SYMBOLS[index % SYMBOLS.length],
    symbolSize: 6 + 3 * below(index),
    lineStyle: { width: 2 + 1.25 * below(index), type: LINE_TYPES[index % LINE_TYPES.length] }
  }))
}
