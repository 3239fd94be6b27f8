// The axes of a chart over a run of months or years: figures on the left, the period's names along
// the bottom, only every so many of them when the chart is too narrow for all without overlapping.
import { AxisBottom, AxisLeft } from '@visx/axis'
import type { scaleBand, scaleLinear, scalePoint } from '@visx/scale'
import { TICK_LABEL } from './chart-frame'

/** The room one label on the bottom axis needs. */
const LABEL_WIDTH = 56

export function MonthAxes({
  x,
  y,
  categories,
  innerWidth,
  innerHeight,
  format,
}: {
  x: ReturnType<typeof scaleBand<number>> | ReturnType<typeof scalePoint<number>>
  y: ReturnType<typeof scaleLinear<number>>
  categories: readonly string[]
  innerWidth: number
  innerHeight: number
  format: (value: number) => string
}) {
  const every = Math.max(1, Math.ceil((categories.length * LABEL_WIDTH) / Math.max(1, innerWidth)))
  return (
    <>
      <AxisLeft
        scale={y}
        numTicks={5}
        tickFormat={(v) => format(Number(v))}
        tickLabelProps={{ ...TICK_LABEL, textAnchor: 'end', dx: -4, dy: 4 }}
        stroke="var(--color-border)"
        tickStroke="var(--color-border)"
      />
      <AxisBottom
        top={innerHeight}
        scale={x}
        tickValues={categories.map((_, i) => i).filter((i) => i % every === 0)}
        tickFormat={(i) => categories[Number(i)] ?? ''}
        tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
        stroke="var(--color-border)"
        tickStroke="var(--color-border)"
      />
    </>
  )
}
