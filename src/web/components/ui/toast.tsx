// Short messages at the bottom right of the page (spec: they close by themselves, after 3 s in the
// registry and 8 s in the account area). Errors are announced at once, the rest politely.
import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'
import styles from './toast.module.css'

export const TOAST_MS = 3_000
export const ACCOUNT_TOAST_MS = 8_000

interface Toast {
  id: number
  kind: 'success' | 'error'
  message: ReactNode
}

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const publish = (next: Toast[]) => {
  toasts = next
  for (const listener of listeners) listener()
}

export function showToast(message: ReactNode, { kind = 'success', durationMs = TOAST_MS }: { kind?: Toast['kind']; durationMs?: number } = {}): void {
  const id = nextId++
  publish([...toasts, { id, kind, message }])
  setTimeout(() => dismissToast(id), durationMs)
}

function dismissToast(id: number): void {
  publish(toasts.filter((t) => t.id !== id))
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
  return (
    <div className={styles.region}>
      <div role="status" aria-live="polite" className={styles.stack}>
        {list
          .filter((t) => t.kind === 'success')
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </div>
      {/* An alert is announced as it appears, so it exists only while there is an error. */}
      {list.some((t) => t.kind === 'error') && (
        <div role="alert" className={styles.stack}>
          {list
            .filter((t) => t.kind === 'error')
            .map((t) => (
              <ToastItem key={t.id} toast={t} />
            ))}
        </div>
      )}
    </div>
  )
}

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div className={`${styles.toast} ${styles[toast.kind]}`} data-testid="toast">
      <span>{toast.message}</span>
      <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">
          <Trans>Dismiss</Trans>
        </span>
      </button>
    </div>
  )
}
