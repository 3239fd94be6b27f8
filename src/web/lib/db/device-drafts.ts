// A person's drafts as a whole on this device, for logging out (DESIGN "Local-first drafts": on
// logout the person chooses to keep or wipe them). Removing takes each draft's files and pending
// work with it in one transaction, so that nothing is left to sync for a draft that is gone, and
// the person's saved My Projects list with them: nothing of theirs stays for the device's next user.
import { useLiveQuery } from 'dexie-react-hooks'
import { localDb } from './local-db'

const { drafts, attachments, outbox, myProjects } = localDb

export interface DraftsOnDevice {
  drafts: number
  /** Drafts with changes or files the registry does not have yet. */
  unsent: number
}

async function countOf(userId: string): Promise<DraftsOnDevice> {
  const ids = (await drafts.where('userId').equals(userId).primaryKeys()) as string[]
  if (ids.length === 0) return { drafts: 0, unsent: 0 }
  const pending = new Set((await outbox.where('projectId').anyOf(ids).toArray()).map((e) => e.projectId))
  return { drafts: ids.length, unsent: pending.size }
}

/** The person's drafts kept here; undefined while reading. */
export function useDraftsOnDevice(userId: string): DraftsOnDevice | undefined {
  return useLiveQuery(() => countOf(userId), [userId])
}

/** Forgets every draft of the person on this device, with its files and unsent work, and their saved My Projects list. */
export function removeDraftsFromDevice(userId: string): Promise<void> {
  return localDb.transaction('rw', [drafts, attachments, outbox, myProjects], async () => {
    await myProjects.delete(userId)
    const ids = (await drafts.where('userId').equals(userId).primaryKeys()) as string[]
    if (ids.length === 0) return
    await outbox.where('projectId').anyOf(ids).delete()
    await attachments.where('projectId').anyOf(ids).delete()
    await drafts.bulkDelete(ids)
  })
}
