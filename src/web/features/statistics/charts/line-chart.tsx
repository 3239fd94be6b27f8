// Average days by month as a line, with a dot on each month that has a figure; a month without
// one (no assessor assigned) leaves a gap rather than a made-up zero.
import { Group } from '@visx/group'
import { scaleLinear, scalePoint } from '@visx/scale'
import { LinePath } from '@visx/shape'
import { ChartFrame } from './chart-frame'
import { MonthAxes } from './month-axes'

const MARGIN = { top: 12, right: 16, bottom: 36, left: 44 }

export function LineChart({
  label,
  categories,
  values,
  colour,
  height,
  format,
}: {
  label: string
  categories: readonly string[]
  values: readonly (number | null)[]
  colour: string
  height: number
  format: (value: number) => string
}) {
  return (
    <ChartFrame height={height} label={label}>
      {(width) => {
        const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right)
        const innerHeight = height - MARGIN.top - MARGIN.bottom
        const x = scalePoint({ domain: categories.map((_, i) => i), range: [0, innerWidth], padding: 0.5 })
        const y = scaleLinear({ domain: [0, Math.max(1, ...values.map((v) => v ?? 0))], range: [innerHeight, 0], nice: true })
        const points = values.map((value, i) => ({ i, value }))
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            <LinePath data={points} defined={(p) => p.value !== null} x={(p) => x(p.i) ?? 0} y={(p) => y(p.value ?? 0)} stroke={colour} strokeWidth={2} />
            {points.map((p) => p.value !== null && <circle key={p.i} cx={x(p.i)} cy={y(p.value)} r={4} fill={colour} />)}
            <MonthAxes x={x} y={y} categories={categories} innerWidth={innerWidth} innerHeight={innerHeight} format={format} />
          </Group>
        )
      }}
    </ChartFrame>
  )
}
