// True once a condition has held for a while: loading indicators appear only for slow work
// (the spec's search indicator waits 500 ms), so quick answers do not flash a spinner.
import { useEffect, useState } from 'react'

export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!on) return
    const timer = setTimeout(() => setShown(true), delayMs)
    // When the condition ends, the next one waits its full delay again.
    return () => {
      clearTimeout(timer)
      setShown(false)
    }
  }, [on, delayMs])
  return on && shown
}
