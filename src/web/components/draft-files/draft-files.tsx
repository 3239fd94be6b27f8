// A draft's files of one document group, as every proposal form picks them (spec §2 "Every part
// has a side panel listing supporting documents with a drop zone", §5, §9): a drop zone and file
// button, the files with their 50-character descriptions (each with its count) and Remove. In a
// one-file slot (the PDF upload's proposal file, an agent's consent form) a second file is refused
// with the spec's 'Error: Only one File may be attached.' and the drop zone stays away while the
// one file is there.
// Files are kept on this device until the server has them (lib/drafts), so the list says which are
// only here ("Staged") and which are sent. A file refused as it is chosen (its kind, its size) is
// said until the person moves to another part of the form.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { MAX_DOCUMENT_DESCRIPTION, isOneFileSlot } from '../../../shared/domain/document-files'
import type { DocumentSlot } from '../../../shared/domain/document-files'
import { refusalMessage } from '../../lib/drafts/draft-errors'
import { useAttachments } from '../../lib/drafts/use-attachments'
import type { DraftAttachment } from '../../lib/drafts/use-attachments'
import { showToast } from '../ui/toast'
import { useChosenFilesProblem, useRoomProblem } from '../file-drop-zone/chosen-files'
import { DropArea } from '../file-drop-zone/file-drop-zone'
import dropStyles from '../file-drop-zone/file-drop-zone.module.css'
import styles from './draft-files.module.css'
import { sizeText } from '../../lib/file-size'

interface Props {
  projectId: string
  /** The form and document group the files belong to, which decide the kinds and number of files. */
  slot: DocumentSlot
  /** What the files are, naming the file button for screen readers when a page has several. */
  label?: string
  /** Each file's 50-character description (the PDF upload's files have none). */
  withDescriptions?: boolean
  /** Makes sure the draft exists on this device before its first file is kept. */
  beforeAdd: () => Promise<void>
  disabled?: boolean
  /** The part of the form shown (the supporting documents stay beside every part): a refusal of the files chosen goes when it changes. */
  part?: number
  /** A placer required document's category: only the group's files of it are listed, and new files are added in it. */
  documentTypeId?: number
}

function FileState({ file }: { file: DraftAttachment }) {
  const { i18n } = useLingui()
  if (file.lastError) {
    const reason = refusalMessage(i18n, file.lastError)
    return <Trans>Not accepted: {reason}</Trans>
  }
  if (file.state === 'uploaded') return <Trans>Sent</Trans>
  if (file.received > 0) return <Trans>Sending: {Math.floor((file.received / file.size) * 100)}%</Trans>
  return <Trans>Staged on this device</Trans>
}

/** How much of the description's 50 characters is used, beside it; screen readers hear it as it changes, without interrupting. */
function DescriptionCount({ id, used }: { id: string; used: number }) {
  const limit = MAX_DOCUMENT_DESCRIPTION
  return (
    <span id={id} className={used >= limit ? styles.countFull : styles.count} aria-live="polite">
      {used >= limit ? (
        <Trans>
          {used} / {limit}: limit reached
        </Trans>
      ) : (
        <Trans>
          {used} / {limit}
          <span className="visually-hidden"> characters</span>
        </Trans>
      )}
    </span>
  )
}

interface FileRowProps {
  file: DraftAttachment
  /** The group's files, which this one is removed from, described and categorized in. */
  files: ReturnType<typeof useAttachments>
  /** With the file's 50-character description. */
  described: boolean
  disabled?: boolean
  /** A file of no category: the categories it can be moved into, by document type. */
  categories?: { documentTypeId: number; label: string }[]
}

function FileRow({ file, files, described, disabled, categories }: FileRowProps) {
  const { t, i18n } = useLingui()
  const [description, setDescription] = useState(file.description)
  const id = useId()
  const onRemove = () => void files.remove(file.id).then(() => showToast(t`Removed file`))
  return (
    <li className={dropStyles.file} data-testid="draft-document">
      <div className={styles.fileHead}>
        <span className={dropStyles.fileName}>{file.fileName}</span>
        {file.size > 0 && <span className={dropStyles.meta}>{sizeText(file.size, i18n.locale)}</span>}
        <span className={dropStyles.meta}>
          <FileState file={file} />
        </span>
      </div>
      {described && (
        <>
          <label htmlFor={id} className={styles.descriptionLabel}>
            <Trans>Description</Trans>
          </label>
          <div className={styles.descriptionRow}>
            <input
              id={id}
              type="text"
              maxLength={MAX_DOCUMENT_DESCRIPTION}
              value={description}
              disabled={disabled}
              aria-describedby={`${id}-count`}
              onChange={(e) => {
                setDescription(e.target.value)
                void files.describe(file.id, e.target.value)
              }}
            />
            <DescriptionCount id={`${id}-count`} used={description.length} />
          </div>
        </>
      )}
      {categories && (
        <>
          <label htmlFor={`${id}-category`} className={styles.descriptionLabel}>
            <Trans>Category</Trans>
          </label>
          <select id={`${id}-category`} value="" disabled={disabled} onChange={(e) => void files.categorize(file.id, Number(e.target.value))}>
            <option value="" disabled>
              {t`Choose its category`}
            </option>
            {categories.map((category) => (
              <option key={category.documentTypeId} value={category.documentTypeId}>
                {category.label}
              </option>
            ))}
          </select>
        </>
      )}
      <button type="button" className={styles.remove} onClick={onRemove} disabled={disabled} aria-label={t`Remove ${file.fileName}`}>
        <Trans>Remove</Trans>
      </button>
    </li>
  )
}

export function DraftFiles({ projectId, slot, label, withDescriptions = true, beforeAdd, disabled, part, documentTypeId }: Props) {
  const files = useAttachments(projectId, slot.group)
  const problemOf = useChosenFilesProblem()
  const roomProblem = useRoomProblem()
  const single = isOneFileSlot(slot)
  const [refusal, setRefusal] = useState<{ text: string; part: number | undefined } | null>(null)
  const problem = refusal && refusal.part === part ? refusal.text : null
  const setProblem = (text: string | null) => setRefusal(text === null ? null : { text, part })
  const list = (files.list ?? []).filter((file) => documentTypeId === undefined || file.documentTypeId === documentTypeId)
  const full = single && list.length > 0

  const add = async (picked: File[]) => {
    setProblem(null)
    const refused = problemOf(slot, picked, { single, kept: list.length }) ?? (await roomProblem(picked))
    if (refused) {
      setProblem(refused)
      return
    }
    await beforeAdd()
    for (const file of picked) await files.add(file, '', documentTypeId ?? null)
  }

  return (
    <div className={dropStyles.panel}>
      {!full && !disabled && (
        <DropArea
          slot={slot}
          single={single}
          label={label}
          hint={
            single ? (
              <Trans>One file, up to 50 MB, kept on this device until it is sent.</Trans>
            ) : (
              <Trans>Up to 50 MB each. Files are kept on this device until they are sent.</Trans>
            )
          }
          onPick={(picked) => void add(picked)}
        />
      )}
      {problem && (
        <p className={dropStyles.problem} role="alert">
          {problem}
        </p>
      )}
      {files.quota && (
        <p className={dropStyles.problem} role="alert">
          <Trans>This device has no room left for this file. Free some space and add it again.</Trans>
        </p>
      )}
      {list.length > 0 && (
        <ul className={dropStyles.files}>
          {list.map((file) => (
            <FileRow key={file.id} file={file} files={files} described={withDescriptions} disabled={disabled} />
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * A group's files of none of the categories given (a placer draft's files kept before its form had
 * categories), each with the choice of its category; nothing when there are none.
 */
export function UncategorizedDraftFiles({
  projectId,
  group,
  categories,
  disabled,
}: {
  projectId: string
  group: DocumentSlot['group']
  categories: { documentTypeId: number; label: string }[]
  disabled?: boolean
}) {
  const files = useAttachments(projectId, group)
  const list = (files.list ?? []).filter((file) => !categories.some((c) => c.documentTypeId === file.documentTypeId))
  if (list.length === 0) return null
  return (
    <div className={dropStyles.panel}>
      <p role="status">
        <Trans>These files were added before the documents had categories: choose the category of each.</Trans>
      </p>
      <ul className={dropStyles.files}>
        {list.map((file) => (
          <FileRow key={file.id} file={file} files={files} described disabled={disabled} categories={categories} />
        ))}
      </ul>
    </div>
  )
}
