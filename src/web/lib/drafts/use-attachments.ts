// The files of a draft's document group, as the proposal forms' side panels add, remove, describe
// and categorize them (components/draft-files): kept on this device until the sync engine has sent
// them; the device running out of room is said, not thrown.
import { useCallback, useState } from 'react'
import type { DocumentUploadGroup } from '../../../shared/domain/document-files'
import { isQuotaError } from '../db/local-db'
import { attachmentsStore, useStoredAttachments } from '../db/drafts-store'
import type { StoredAttachment } from '../db/drafts-store'
import { syncSoon } from './sync-engine'

/** A file of a draft as the side panels list it. */
export type DraftAttachment = StoredAttachment

/** The files of a draft's group: kept on this device (as Blobs) until the server has them. */
export function useAttachments(projectId: string, group: DocumentUploadGroup) {
  const list = useStoredAttachments(projectId, group)
  const [quota, setQuota] = useState(false)
  const guard = useCallback(async (work: () => Promise<unknown>) => {
    try {
      await work()
      setQuota(false)
      syncSoon()
    } catch (error) {
      if (isQuotaError(error)) setQuota(true)
      else throw error
    }
  }, [])
  return {
    /** Files shown: not those being removed. Undefined while reading. */
    list: list?.filter((a) => a.state !== 'removed'),
    /** The device had no room for the last file. */
    quota,
    /** documentTypeId: the category it is added in (a placer required document), else the group's own type. */
    add: (file: File, description = '', documentTypeId: number | null = null) =>
      guard(() =>
        attachmentsStore.add({
          id: crypto.randomUUID(),
          projectId,
          group,
          blob: file,
          fileName: file.name,
          contentType: file.type,
          size: file.size,
          description,
          documentTypeId,
          state: 'staged',
          documentId: null,
          uploadId: null,
          received: 0,
          addedAt: Date.now(),
        }),
      ),
    remove: (id: string) => guard(() => attachmentsStore.remove(id)),
    describe: (id: string, description: string) => guard(() => attachmentsStore.describe(id, { description })),
    categorize: (id: string, documentTypeId: number) => guard(() => attachmentsStore.describe(id, { documentTypeId })),
  }
}
