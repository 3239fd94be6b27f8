// Keeping a draft read from an archive (decision 0061) in the drafts, attachments and outbox tables,
// in one transaction: the draft, its files and the work that brings the registry in line with it
// are kept together or not at all. A draft of the same project id this device had is replaced
// whole, its files and waiting work with it (the person chose to). What is queued: the draft's
// create when the registry never had it, else an update over the revision the archive was saved
// over (a registry that moved on since answers with a conflict the person resolves, as for any
// draft); and an upload of each file the registry does not have.
import { localDb } from './local-db'
import type { StoredAttachment, StoredDraft } from './local-db'
import { entry } from './drafts-store'

const { drafts, attachments, outbox } = localDb

export const draftImports = {
  /** Whether this device holds a draft of this project id (of anyone's: the id is the project's). */
  exists: async (projectId: string) => (await drafts.get(projectId)) !== undefined,

  store: (draft: StoredDraft, files: readonly StoredAttachment[]) =>
    localDb.transaction('rw', drafts, attachments, outbox, async () => {
      const { projectId } = draft
      await outbox.where('projectId').equals(projectId).delete()
      await attachments.where('projectId').equals(projectId).delete()
      await drafts.put(draft)
      await attachments.bulkAdd([...files])
      await outbox.add(entry(projectId, draft.baseRevision === null ? 'create' : 'update'))
      for (const file of files) if (file.state === 'staged') await outbox.add(entry(projectId, 'upload', { attachmentId: file.id }))
    }),
}
