// The width a chart has to draw in: charts are drawn for the space their card gives them, so they
// resize from a phone to a desktop instead of scaling text down.
import { ParentSize } from '@visx/responsive'
import type { ReactNode } from 'react'

export function ChartFrame({ height, label, children }: { height: number; label: string; children: (width: number) => ReactNode }) {
  return (
    <div style={{ height }}>
      <ParentSize debounceTime={30}>
        {({ width }) =>
          width > 0 && (
            <svg width={width} height={height} role="img" aria-label={label}>
              {children(width)}
            </svg>
          )
        }
      </ParentSize>
    </div>
  )
}

/** Axis and label text, in the page's font and muted colour. */
export const TICK_LABEL = { fontSize: 12, fontFamily: 'inherit', fill: 'var(--color-text-muted)' } as const
