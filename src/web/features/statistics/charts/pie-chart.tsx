// A pie of outcomes or decisions, with its legend as a list beside it (names, counts and
// percentages to two decimals) rather than labels on slices, which collide when slices are thin.
import { useLingui } from '@lingui/react/macro'
import { Group } from '@visx/group'
import { Pie } from '@visx/shape'
import type { Slice } from '../figures'
import styles from '../components/statistics.module.css'

export function PieChart({
  label,
  slices,
  colours,
  height,
  format,
}: {
  label: string
  slices: readonly Slice[]
  colours: readonly string[]
  height: number
  format: (slice: Slice) => string
}) {
  const { t } = useLingui()
  // French writes a space before the colon.
  const separator = t({ message: ': ', comment: 'Between a name and its figures in a chart legend' })
  const radius = height / 2 - 4
  return (
    <figure className={styles.pie}>
      <svg width={height} height={height} role="img" aria-label={label}>
        <Group top={height / 2} left={height / 2}>
          <Pie data={[...slices]} pieValue={(s) => s.count} outerRadius={radius} pieSortValues={() => 0}>
            {(pie) =>
              pie.arcs.map((arc, i) => (
                <path key={arc.data.id} d={pie.path(arc) ?? ''} fill={colours[i % colours.length]} stroke="var(--color-surface)" strokeWidth={1} />
              ))
            }
          </Pie>
        </Group>
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          {slices.map((slice, i) => (
            <li key={slice.id}>
              <span className={styles.swatch} style={{ background: colours[i % colours.length] }} aria-hidden="true" />
              <span lang={slice.name.lang}>{slice.name.text}</span>
              {separator}
              {format(slice)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
