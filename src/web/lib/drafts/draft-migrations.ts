// Every stored draft passes through its kind's migrate function when read (DESIGN "Local-first
// drafts"; excalidraw's restore.ts): a draft saved by an earlier release, on this device or on the
// server, opens as the form of today. Each form's own module brings its versions up; this registry
// only says which one a kind uses.
import type { DraftKind } from '../db/drafts-store'

export type MigrateDraft = (stored: unknown) => unknown

/** The form as it is: the kinds whose stored versions are all today's (general form 5). */
const asStored: MigrateDraft = (stored) => stored

export const draftMigrations: Record<DraftKind, MigrateDraft> = {
  general: asStored,
  placer: asStored,
  upload: asStored,
}

/** A stored form (JSON text from the server, or an object from this device) as today's form of its kind. */
export function migrateDraft(kind: DraftKind, stored: unknown): unknown {
  const form = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored
  return draftMigrations[kind](form)
}
