// One file of a PDF-upload draft (the proposal, or the agent's consent form): kept on this device
// until the registry has it, with Remove. A second file is refused with the spec's message
// ('Error: Only one File may be attached.'), as is a file of a kind the group does not take.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { MAX_DOCUMENT_BYTES, acceptedExtensions, checkFileKind, describeAccepted, sanitizeFileName } from '../../../../shared/domain/document-files'
import { useAttachments } from '../../../lib/drafts/use-draft'
import styles from './upload-proposal-form.module.css'

interface Props {
  projectId: string
  group: 'proposal' | 'agent-consent'
  /** Makes sure the draft is on this device before its first file is kept. */
  beforeAdd: () => Promise<void>
  disabled?: boolean
}

export function SingleFileField({ projectId, group, beforeAdd, disabled }: Props) {
  const { t } = useLingui()
  const id = useId()
  const files = useAttachments(projectId, group)
  const [problem, setProblem] = useState<string | null>(null)
  const list = files.list ?? []

  const add = async (picked: File[]) => {
    setProblem(null)
    if (picked.length === 0) return
    if (list.length + picked.length > 1) return setProblem(t`Error: Only one File may be attached.`)
    const file = picked[0]!
    if (!checkFileKind(group, sanitizeFileName(file.name), file.type).ok) return setProblem(t`${file.name} cannot be attached here. Only these kinds of file can: ${describeAccepted(group)}.`)
    if (file.size === 0 || file.size > MAX_DOCUMENT_BYTES) return setProblem(t`${file.name} cannot be attached: a file must hold something and be at most 50 MB.`)
    await beforeAdd()
    await files.add(file)
  }

  return (
    <div className={styles.files}>
      {list.map((file) => (
        <div key={file.id} className={styles.file} data-testid="upload-file">
          <span>{file.fileName}</span>
          <span className={styles.hint}>{file.state === 'uploaded' ? <Trans>Sent</Trans> : <Trans>Kept on this device until it is sent</Trans>}</span>
          <button type="button" onClick={() => void files.remove(file.id)} disabled={disabled} aria-label={t`Remove ${file.fileName}`}>
            <Trans>Remove</Trans>
          </button>
        </div>
      ))}
      {!disabled && (
        <div className={styles.field}>
          <label htmlFor={id}>{group === 'proposal' ? <Trans>Attach the proposal</Trans> : <Trans>Attach the consent form</Trans>}</label>
          <input
            id={id}
            type="file"
            multiple
            accept={acceptedExtensions(group).join(',')}
            onChange={(e) => {
              void add([...(e.target.files ?? [])])
              e.target.value = ''
            }}
          />
        </div>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {files.quota && (
        <p className={styles.error} role="alert">
          <Trans>This device has no room left for this file. Free some space and add it again.</Trans>
        </p>
      )}
    </div>
  )
}
