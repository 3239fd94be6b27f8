// Whether files a person chose can go where they chose them (spec proposals-and-accounts §8 "More
// than one file", public-registry §5): one file only where a slot takes one, a kind the slot
// takes, something in it and at most 50 MB. Said at once, before anything is kept or sent.
import { useLingui } from '@lingui/react/macro'
import { MAX_DOCUMENT_BYTES, checkFileKind, describeAccepted, sanitizeFileName } from '../../../shared/domain/document-files'
import type { DocumentSlot } from '../../../shared/domain/document-files'

export interface ChosenFilesRoom {
  /** The slot takes one file. */
  single: boolean
  /** Files already there. */
  kept: number
}

/** The first reason the chosen files cannot be kept, or null. */
export function useChosenFilesProblem(): (slot: DocumentSlot, picked: readonly File[], room: ChosenFilesRoom) => string | null {
  const { t } = useLingui()
  return (slot, picked, { single, kept }) => {
    if (single && kept + picked.length > 1) return t`Error: Only one File may be attached.`
    for (const file of picked) {
      if (!checkFileKind(slot, sanitizeFileName(file.name), file.type).ok) return t`${file.name} cannot be attached here. Only these kinds of file can: ${describeAccepted(slot)}.`
      if (file.size === 0 || file.size > MAX_DOCUMENT_BYTES) return t`${file.name} cannot be attached: a file must hold something and be at most 50 MB.`
    }
    return null
  }
}
