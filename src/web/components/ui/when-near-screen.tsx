// Renders something heavy (a map) only once its place comes near the screen: below the fold on a
// phone, its code is not downloaded and its work does not hold up the page's first screen.
import { useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'

/** placeholder: what holds the place until then, the size of what comes, so nothing moves. */
export function WhenNearScreen({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = marker.current
    if (near || !element) return
    // A little ahead, so that it is usually drawn by the time it scrolls into view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  if (near) return children
  return <div ref={marker}>{placeholder}</div>
}
