// Dialogs that open by themselves (the site's message on the home page, the yearly prompt after a
// login) take turns: two modal dialogs opened at once stack, and the one underneath can be neither
// seen nor answered until the one on top closes. The first to ask shows; the next one shows when
// the first is closed.
import { useId, useLayoutEffect, useSyncExternalStore } from 'react'

let waiting: readonly string[] = []
const listeners = new Set<() => void>()

function setWaiting(next: readonly string[]): void {
  waiting = next
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const first = () => waiting[0]

/** Whether a dialog that wants to show may show now: it waits its turn while `wanted`, and gives it up when no longer wanted. */
export function useDialogTurn(wanted: boolean): boolean {
  const id = useId()
  // Before the browser draws, so that a dialog whose turn it is opens without a frame in between.
  useLayoutEffect(() => {
    if (!wanted) return
    setWaiting([...waiting, id])
    return () => setWaiting(waiting.filter((other) => other !== id))
  }, [id, wanted])
  const current = useSyncExternalStore(subscribe, first, () => undefined)
  return wanted && current === id
}
