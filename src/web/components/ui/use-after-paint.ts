// Heavy first work (a map and its layers) in a task of its own after the screen has been drawn, so
// that the page shows sooner and one long task does not hold up the visitor's first tap or key.
import { useEffect, useState } from 'react'

/**
 * False until the browser has drawn a frame after `start` became true, and one task later. A map
 * made then finds the page already laid out, instead of forcing that layout itself.
 */
export function useAfterPaint(start = true): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    if (!start || after) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfter(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [start, after])
  return after
}
