// A field of a staff form: its label above it, the two in one paragraph.
import type { ReactNode } from 'react'

export function Labelled({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <p>
      <label>
        {label}
        <br />
        {children}
      </label>
    </p>
  )
}
