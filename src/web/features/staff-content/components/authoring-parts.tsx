// Pieces every authoring panel of a project's staff page shows: what the last step did or why it
// was refused, the names of the files something holds, a labelled field, the upload of the files
// chosen, and the panel of what is written with the button that opens the form of a new one.
import { useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import styles from '../../../components/staff/staff.module.css'
import type { Step } from './use-authoring-step'

export function Outcome({ step }: { step: Step }) {
  return (
    <>
      {step.done && (
        <p role="status" data-testid="staff-content-done">
          {step.done}
        </p>
      )}
      {step.error && <p role="alert">{step.error}</p>}
    </>
  )
}

export function FileNames({ files }: { files: { documentId: string; fileName: string }[] }) {
  if (files.length === 0) return null
  return (
    <ul>
      {files.map((f) => (
        <li key={f.documentId}>{f.fileName}</li>
      ))}
    </ul>
  )
}

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

/** Uploads each chosen file with `add`, one at a time, in order. */
export async function uploadAll(files: File[], add: (file: File) => Promise<unknown>) {
  for (const file of files) await add(file)
}

interface PanelProps {
  /** The heading's id, also the panel's test id. */
  id: string
  heading: ReactNode
  step: Step
  /** What the button that opens the form of a new one says. */
  newLabel: ReactNode
  newForm: (onClose: () => void) => ReactNode
  /** What is written already. */
  children: ReactNode
}

export function AuthoringPanel({ id, heading, step, newLabel, newForm, children }: PanelProps) {
  const [writing, setWriting] = useState(false)
  return (
    <section className={styles.panel} aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{heading}</h2>
      <Outcome step={step} />
      {children}
      {writing ? newForm(() => setWriting(false)) : <Button onClick={() => setWriting(true)}>{newLabel}</Button>}
    </section>
  )
}
