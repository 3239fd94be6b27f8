// Average days by month as a line, with a dot on each month that has a figure; a month without
// one (no assessor assigned) leaves a gap rather than a made-up zero.
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleLinear, scalePoint } from '@visx/scale'
import { LinePath } from '@visx/shape'
import { ChartFrame, TICK_LABEL } from './chart-frame'

const MARGIN = { top: 12, right: 16, bottom: 36, left: 44 }
const LABEL_WIDTH = 56

export function LineChart({ label, categories, values, colour, height, format }: { label: string; categories: readonly string[]; values: readonly (number | null)[]; colour: string; height: number; format: (value: number) => string }) {
  return (
    <ChartFrame height={height} label={label}>
      {(width) => {
        const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right)
        const innerHeight = height - MARGIN.top - MARGIN.bottom
        const x = scalePoint({ domain: categories.map((_, i) => i), range: [0, innerWidth], padding: 0.5 })
        const y = scaleLinear({ domain: [0, Math.max(1, ...values.map((v) => v ?? 0))], range: [innerHeight, 0], nice: true })
        const points = values.map((value, i) => ({ i, value }))
        const every = Math.max(1, Math.ceil((categories.length * LABEL_WIDTH) / Math.max(1, innerWidth)))
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            <LinePath data={points} defined={(p) => p.value !== null} x={(p) => x(p.i) ?? 0} y={(p) => y(p.value ?? 0)} stroke={colour} strokeWidth={2} />
            {points.map((p) => p.value !== null && <circle key={p.i} cx={x(p.i)} cy={y(p.value)} r={4} fill={colour} />)}
            <AxisLeft scale={y} numTicks={5} tickFormat={(v) => format(Number(v))} tickLabelProps={{ ...TICK_LABEL, textAnchor: 'end', dx: -4, dy: 4 }} stroke="var(--color-border)" tickStroke="var(--color-border)" />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={categories.map((_, i) => i).filter((i) => i % every === 0)}
              tickFormat={(i) => categories[Number(i)] ?? ''}
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
              stroke="var(--color-border)"
              tickStroke="var(--color-border)"
            />
          </Group>
        )
      }}
    </ChartFrame>
  )
}
