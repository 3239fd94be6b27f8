// Pieces every authoring panel of a project's staff page shows: what the last step did or why it
// was refused, the names of the files something holds, a labelled field, and the upload of the
// files chosen.
import type { ReactNode } from 'react'
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
