// Writes a form draft to the device before the person can lose it: when the tab is hidden, the page
// goes, a field loses focus, or the form closes. Every kind of draft uses this one rule.
import { useEffect } from 'react'

export function useFlushOnLeave(flush: () => unknown): void {
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush()
    }
    const onLeave = () => void flush()
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', onLeave)
    document.addEventListener('focusout', onLeave, true)
    return () => {
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', onLeave)
      document.removeEventListener('focusout', onLeave, true)
      void flush()
    }
  }, [flush])
}
