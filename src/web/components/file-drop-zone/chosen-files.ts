// Whether files a person chose can go where they chose them (spec proposals-and-accounts §8 "More
// than one file", public-registry §5): one file only where a slot takes one, a kind the slot
// takes, something in it and at most 50 MB. Said at once, before anything is kept or sent; and,
// for files kept with a draft on this device, whether they fit in the storage the browser still
// gives the site (shared/domain/storage-room), before a write fails for want of room.
import { useLingui } from '@lingui/react/macro'
import { MAX_DOCUMENT_BYTES, checkFileKind, describeAccepted, sanitizeFileName } from '../../../shared/domain/document-files'
import type { DocumentSlot } from '../../../shared/domain/document-files'
import { filesFit, spaceLeft } from '../../../shared/domain/storage-room'
import { formatBytes } from '../../lib/file-size'
import { listOf } from '../../lib/reader-text'
import { storageEstimate } from '../../lib/storage'

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
      if (!checkFileKind(slot, sanitizeFileName(file.name), file.type).ok)
        return t`${file.name} cannot be attached here. Only these kinds of file can: ${describeAccepted(slot)}.`
      if (file.size === 0 || file.size > MAX_DOCUMENT_BYTES) return t`${file.name} cannot be attached: a file must hold something and be at most 50 MB.`
    }
    return null
  }
}

/** Why the chosen files would not fit on this device, or null when they fit (or the browser does not say). */
export function useRoomProblem(): (picked: readonly File[]) => Promise<string | null> {
  const { t, i18n } = useLingui()
  const locale = i18n.locale === 'fr' ? 'fr' : 'en'
  return async (picked) => {
    const estimate = await storageEstimate()
    const sizes = picked.map((file) => file.size)
    if (!estimate || filesFit(sizes, estimate)) return null
    const names = listOf(
      picked.map((file) => file.name),
      locale,
    ).join('')
    const size = formatBytes(
      sizes.reduce((sum, bytes) => sum + bytes, 0),
      locale,
    )
    const left = formatBytes(spaceLeft(estimate), locale)
    return t`${names} (${size}) would not fit on this device: only ${left} of storage space is left. Free some space (projects saved for offline or map areas you downloaded and no longer need), then add it again.`
  }
}
