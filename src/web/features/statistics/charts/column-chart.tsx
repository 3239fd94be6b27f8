// Vertical bars by month or year: series side by side (submissions and completions) or stacked
// (the provider's and the proponent's days). Fewer labels on a narrow screen, never overlapping.
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { ChartFrame } from './chart-frame'
import { MonthAxes } from './month-axes'

export interface Series {
  label: string
  colour: string
}

const MARGIN = { top: 12, right: 8, bottom: 36, left: 44 }

export function ColumnChart({
  label,
  categories,
  series,
  values,
  height,
  stacked = false,
  format,
}: {
  label: string
  /** What each column is, as read on the axis. */
  categories: readonly string[]
  series: readonly Series[]
  /** values[category][series] */
  values: readonly (readonly number[])[]
  height: number
  stacked?: boolean
  format: (value: number) => string
}) {
  return (
    <ChartFrame height={height} label={label}>
      {(width) => {
        const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right)
        const innerHeight = height - MARGIN.top - MARGIN.bottom
        const x = scaleBand({ domain: categories.map((_, i) => i), range: [0, innerWidth], padding: 0.2 })
        const inner = scaleBand({ domain: series.map((_, i) => i), range: [0, x.bandwidth()], padding: 0.08 })
        const top = Math.max(1, ...values.map((row) => (stacked ? row.reduce((a, b) => a + b, 0) : Math.max(0, ...row))))
        const y = scaleLinear({ domain: [0, top], range: [innerHeight, 0], nice: true })
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            {values.map((row, c) => {
              let base = 0
              return row.map((value, s) => {
                const barX = (x(c) ?? 0) + (stacked ? 0 : (inner(s) ?? 0))
                const barWidth = stacked ? x.bandwidth() : inner.bandwidth()
                const y0 = y(base + (stacked ? value : 0))
                const barTop = stacked ? y0 : y(value)
                const barHeight = stacked ? y(base) - y0 : innerHeight - y(value)
                if (stacked) base += value
                return <Bar key={`${c}-${s}`} x={barX} y={barTop} width={barWidth} height={Math.max(0, barHeight)} fill={series[s]!.colour} />
              })
            })}
            <MonthAxes x={x} y={y} categories={categories} innerWidth={innerWidth} innerHeight={innerHeight} format={format} />
          </Group>
        )
      }}
    </ChartFrame>
  )
}
