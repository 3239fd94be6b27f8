// "Export to a file" (decision 0061): the draft kept on this device, its form and its files, saved
// as one zip the person can open on another device or send to the office by other means. It works
// with no connection; a file only the registry has, which could not be fetched, is named in a
// dialog, so that no one takes the file for the whole draft unawares.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { LeftOutFile } from '../../../shared/schemas/draft-archive'
import { exportDraft } from '../../lib/drafts/draft-archives'
import { saveFile } from '../../lib/save-file'
import { Button } from '../ui/button'
import dialogStyles from '../ui/dialog.module.css'
import { showToast } from '../ui/toast'
import linkStyles from '../ui/link-button.module.css'

interface Props {
  projectId: string
  /** A link-like button among a list's actions, or a button in a form's bar. */
  look?: 'link' | 'button'
  /** Writes an edit not yet on the device, so that the file has it. */
  beforeExport?: () => Promise<void>
}

function LeftOutDialog({ fileName, files, onClose }: { fileName: string; files: LeftOutFile[]; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  useEffect(() => {
    ref.current?.showModal()
  }, [])
  return (
    <dialog ref={ref} className={dialogStyles.dialog} aria-labelledby={headingId} onCancel={onClose} data-testid="export-left-out">
      <h2 id={headingId}>
        <Trans>Some files are not in the exported file</Trans>
      </h2>
      <p>
        <Trans>
          The draft was saved as “{fileName}”, but these files are only on the registry and could not be fetched (there is no connection, or the registry did
          not answer):
        </Trans>
      </p>
      <ul>
        {files.map((file, index) => (
          <li key={index}>{file.description ? `${file.name} (${file.description})` : file.name}</li>
        ))}
      </ul>
      <p>
        <Trans>Export the draft again once the connection is back to include them.</Trans>
      </p>
      <div className={dialogStyles.actions}>
        <Button onClick={onClose} autoFocus>
          <Trans>Close</Trans>
        </Button>
      </div>
    </dialog>
  )
}

export function ExportDraftButton({ projectId, look = 'button', beforeExport }: Props) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [leftOut, setLeftOut] = useState<{ fileName: string; files: LeftOutFile[] } | null>(null)
  const run = async () => {
    setBusy(true)
    try {
      await beforeExport?.()
      const { blob, fileName, leftOut: files } = await exportDraft(projectId)
      saveFile(blob, fileName)
      if (files.length > 0) setLeftOut({ fileName, files })
      else showToast(t`Draft exported to “${fileName}”.`)
    } catch {
      showToast(t`The draft could not be exported.`, { kind: 'error' })
    } finally {
      setBusy(false)
    }
  }
  const label = busy ? <Trans>Exporting…</Trans> : <Trans>Export to a file</Trans>
  return (
    <>
      {look === 'link' ? (
        <button type="button" className={linkStyles.linkButton} onClick={() => void run()} disabled={busy}>
          {label}
        </button>
      ) : (
        <Button variant="secondary" onClick={() => void run()} disabled={busy}>
          {label}
        </Button>
      )}
      {leftOut && <LeftOutDialog {...leftOut} onClose={() => setLeftOut(null)} />}
    </>
  )
}
