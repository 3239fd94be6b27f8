// Every stored draft passes through its kind's migrate function when read (DESIGN "Local-first
// drafts"; excalidraw's restore.ts): a draft saved by an earlier release, on this device or on the
// server, opens as the form of today. Each form's own module brings its versions up; this registry
// only says which one a kind uses.
import { migrateGeneralForm } from '../../../shared/proposal-form/migrate-general-form'
import { migratePlacerForm } from '../../../shared/proposal-form/placer-form'
import { readUploadForm } from '../../../shared/proposal-form/upload-form'
import type { DraftKind } from '../db/drafts-store'

/** Today's form, or throws DraftUnreadable. */
export type MigrateDraft = (stored: unknown) => unknown

/** A stored draft no migration reads (a newer release wrote it, or it is not a form): never guessed at. */
export class DraftUnreadable extends Error {
  readonly reason: 'not-a-form' | 'unknown-version' | 'newer-version'
  constructor(reason: DraftUnreadable['reason']) {
    super(`The stored draft cannot be read (${reason})`)
    this.name = 'DraftUnreadable'
    this.reason = reason
  }
}

export const draftMigrations: Record<DraftKind, MigrateDraft> = {
  general: (stored) => {
    const read = migrateGeneralForm(stored)
    if (!read.ok) throw new DraftUnreadable(read.reason)
    return read.form
  },
  placer: (stored) => {
    const read = migratePlacerForm(stored)
    if (!read.ok) throw new DraftUnreadable(read.reason)
    return read.form
  },
  upload: (stored) => {
    const form = readUploadForm(stored)
    if (!form) throw new DraftUnreadable('not-a-form')
    return form
  },
}

/** A stored form (JSON text from the server, or an object from this device) as today's form of its kind. */
export function migrateDraft(kind: DraftKind, stored: unknown): unknown {
  let form = stored
  if (typeof stored === 'string') {
    try {
      form = JSON.parse(stored) as unknown
    } catch {
      throw new DraftUnreadable('not-a-form')
    }
  }
  return draftMigrations[kind](form)
}
