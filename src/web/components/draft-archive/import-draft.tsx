// "Import a draft from a file" (decision 0061): a draft's archive, made by "Export to a file" on
// this device or another, read and kept here as a local draft with its files. A file that is no such
// archive, one a newer version made, or one damaged on the way is refused in plain words, and
// nothing of it is kept. When this device already has a draft of the same project, the person
// chooses: replace it, or keep the file's as a separate copy.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { LeftOutFile } from '../../../shared/schemas/draft-archive'
import { isQuotaError } from '../../lib/db/local-db'
import { importDraft, importWouldReplace, openDraftArchive } from '../../lib/drafts/draft-archives'
import type { OpenedDraft } from '../../lib/drafts/draft-archives'
import { Button } from '../ui/button'
import dialogStyles from '../ui/dialog.module.css'
import styles from './draft-archive.module.css'

type Opened = Extract<OpenedDraft, { ok: true }>
type Problem = Extract<OpenedDraft, { ok: false }> | { problem: 'unreadable' | 'quota' }

type Outcome = { kind: 'reading' } | ({ kind: 'refused' } & Problem) | { kind: 'imported'; title: string; leftOut: LeftOutFile[] }

function ProblemMessage({ problem }: { problem: Problem }) {
  switch (problem.problem) {
    case 'not-an-archive':
      return <Trans>This file is not a draft exported from the registry. Choose the .zip file that “Export to a file” made.</Trans>
    case 'newer-version':
      return (
        <Trans>
          This draft was exported by a newer version of the registry than this one. Update the app (reload the page while connected), then import the file
          again.
        </Trans>
      )
    case 'damaged': {
      const { file } = problem
      return file ? (
        <Trans>The file is damaged: “{file}” in it is not as it was exported. Export the draft again, or copy the file again.</Trans>
      ) : (
        <Trans>The file is damaged or incomplete. Export the draft again, or copy the whole file again.</Trans>
      )
    }
    case 'too-large':
      return <Trans>This file is too large to import.</Trans>
    case 'unreadable':
      return <Trans>This file could not be read.</Trans>
    case 'quota':
      return <Trans>There is no room left on this device to keep the draft. Free some space, then try again.</Trans>
  }
}

function ReplaceOrCopyDialog({ title, onChoose }: { title: string; onChoose: (as: 'same' | 'copy' | null) => void }) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  useEffect(() => {
    ref.current?.showModal()
  }, [])
  const name = title.trim() || t`Untitled draft`
  return (
    <dialog ref={ref} className={dialogStyles.dialog} aria-labelledby={headingId} onCancel={() => onChoose(null)}>
      <h2 id={headingId}>
        <Trans>This draft is already on this device</Trans>
      </h2>
      <p>
        <Trans>A draft of “{name}” is already kept on this device. Replace it with the one in the file, or import the file as a copy, a separate draft?</Trans>
      </p>
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={() => onChoose(null)} autoFocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onChoose('copy')}>
          <Trans>Import as a copy</Trans>
        </Button>
        <Button onClick={() => onChoose('same')}>
          <Trans>Replace it</Trans>
        </Button>
      </div>
    </dialog>
  )
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'reading') {
    return (
      <p role="status">
        <Trans>Reading the file…</Trans>
      </p>
    )
  }
  if (outcome.kind === 'refused') {
    return (
      <p role="alert" className={styles.refused}>
        <ProblemMessage problem={outcome} />
      </p>
    )
  }
  const { title, leftOut } = outcome
  return (
    <div role="status" className={styles.imported}>
      <p>
        <Trans>Draft imported: “{title}”. It is kept on this device, and sent to the registry when there is a connection.</Trans>
      </p>
      {leftOut.length > 0 && (
        <>
          <p>
            <Trans>These files of the draft are not in the file (the device that exported it could not include them):</Trans>
          </p>
          <ul>
            {leftOut.map((file, index) => (
              <li key={index}>{file.name}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

export function ImportDraft({ userId }: { userId: string }) {
  const input = useRef<HTMLInputElement>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [asking, setAsking] = useState<Opened | null>(null)

  const keep = async (opened: Opened, as: 'same' | 'copy') => {
    try {
      await importDraft(opened, userId, as)
      const { summary, leftOut } = opened.archive.manifest
      setOutcome({ kind: 'imported', title: summary.projectTitle, leftOut })
    } catch (error) {
      setOutcome({ kind: 'refused', problem: isQuotaError(error) ? 'quota' : 'unreadable' })
    }
  }

  const read = async (file: File) => {
    setOutcome({ kind: 'reading' })
    // A file the browser cannot read whole (gone from a card, or larger than its memory).
    const opened = await openDraftArchive(file).catch(() => ({ ok: false as const, problem: 'unreadable' as const }))
    if (!opened.ok) return setOutcome({ kind: 'refused', ...opened })
    if (await importWouldReplace(opened)) {
      setOutcome(null)
      return setAsking(opened)
    }
    await keep(opened, 'same')
  }

  const choose = (as: 'same' | 'copy' | null) => {
    const opened = asking
    setAsking(null)
    if (opened && as) void keep(opened, as)
  }

  return (
    <section className={styles.import}>
      <Button variant="secondary" onClick={() => input.current?.click()} disabled={outcome?.kind === 'reading'}>
        <Trans>Import a draft from a file</Trans>
      </Button>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        hidden
        data-testid="import-draft-file"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Emptied, so that choosing the same file again reads it again.
          event.target.value = ''
          if (file) void read(file)
        }}
      />
      {outcome && <OutcomeMessage outcome={outcome} />}
      {asking && <ReplaceOrCopyDialog title={asking.archive.manifest.summary.projectTitle} onChoose={choose} />}
    </section>
  )
}
