// The layout breakpoints (576, 768, 992, 1200 px) and the name of the one a width falls in. The
// stylesheets use the same numbers in their media queries; the development banner shows the name.
import { useSyncExternalStore } from 'react'

export const BREAKPOINTS = [
  { name: 'xs', min: 0 },
  { name: 'sm', min: 576 },
  { name: 'md', min: 768 },
  { name: 'lg', min: 992 },
  { name: 'xl', min: 1200 },
] as const

export type BreakpointName = (typeof BREAKPOINTS)[number]['name']

/** The widest breakpoint whose minimum the width reaches (575 → xs, 576 → sm, 1200 → xl). */
export function breakpointFor(width: number): BreakpointName {
  let current: BreakpointName = 'xs'
  for (const { name, min } of BREAKPOINTS) if (width >= min) current = name
  return current
}

/** The minimum width of a breakpoint, for display (e.g. "≥ 992 px"). */
export function breakpointMin(name: BreakpointName): number {
  return BREAKPOINTS.find((b) => b.name === name)?.min ?? 0
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

// innerWidth includes the scrollbar, as CSS media queries do.
const snapshot = (): BreakpointName => breakpointFor(window.innerWidth)
const serverSnapshot = (): BreakpointName => 'xs'

/** The current breakpoint, updated as the window is resized. */
export function useBreakpoint(): BreakpointName {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}
