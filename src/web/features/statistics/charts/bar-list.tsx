// Horizontal bars, one row per name, the name written above its bar so long names (First Nations,
// sectors) never collide or get cut on a phone; one series or several stacked (the provider's and
// the proponent's days). The axis runs to a fixed top so periods compare at a glance.
import { AxisBottom } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { ChartFrame, TICK_LABEL } from './chart-frame'
import type { Series } from './column-chart'

/** About the widest a character of the 12 px label font is, to shorten a name before it overflows. */
const CHARACTER = 7

/** The name, shortened with an ellipsis when it would run past the chart (the table has it whole). */
export function fitName(name: string, width: number): string {
  const room = Math.max(4, Math.floor(width / CHARACTER))
  return name.length <= room ? name : `${name.slice(0, room - 1).trimEnd()}…`
}

const ROW = 40
const BAR = 16
const MARGIN = { top: 4, right: 48, bottom: 28, left: 4 }

export function BarList({
  label,
  rows,
  series,
  top,
  format,
  minHeight,
}: {
  label: string
  rows: readonly { key: string; name: string; values: readonly number[]; total: string }[]
  series: readonly Series[]
  top: number
  format: (value: number) => string
  minHeight: number
}) {
  const height = Math.max(minHeight, MARGIN.top + MARGIN.bottom + rows.length * ROW)
  return (
    <ChartFrame height={height} label={label}>
      {(width) => {
        const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right)
        const x = scaleLinear({ domain: [0, top], range: [0, innerWidth] })
        const axisTop = MARGIN.top + rows.length * ROW
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            {rows.map((row, r) => {
              let base = 0
              const barY = r * ROW + ROW - BAR - 4
              return (
                <g key={row.key}>
                  <text x={0} y={barY - 5} {...TICK_LABEL} fill="var(--color-text)">
                    <title>{row.name}</title>
                    {fitName(row.name, width - MARGIN.left)}
                  </text>
                  {row.values.map((value, s) => {
                    const bar = <Bar key={s} x={x(base)} y={barY} width={Math.max(0, x(base + value) - x(base))} height={BAR} fill={series[s]!.colour} />
                    base += value
                    return bar
                  })}
                  <text x={x(base) + 4} y={barY + BAR - 3} {...TICK_LABEL}>
                    {row.total}
                  </text>
                </g>
              )
            })}
            <AxisBottom
              top={axisTop - MARGIN.top}
              scale={x}
              numTicks={Math.max(2, Math.floor(innerWidth / 70))}
              tickFormat={(v) => format(Number(v))}
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
