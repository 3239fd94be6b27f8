// The app's IndexedDB database, "registry", through Dexie (the only place Dexie is imported, with
// the modules beside it). It owns the schema versions: they are only ever appended, so a device
// that skipped releases upgrades through each in turn. Version 1: projects saved for offline.
// Version 2: proposal drafts, their attachments and the outbox of work the server has not had yet.
// Version 3: each person's My Projects list as the registry last gave it, for use with no connection.
// Version 4: form drafts, the forms sent once (a comment, an information-request answer), whose
// files and outbox work share the attachments and outbox tables with the proposals, under the form
// draft's own id in their `projectId` column (the key a draft's work is grouped by).
// Version 5: the placer claims layer (grant number and outline) with the version it was kept at, for
// finding claims with no connection (decision 0044), kept as the device is prepared for offline use.
// The first draft or saved project stored asks the browser to keep the storage (lib/storage).
import Dexie from 'dexie'
import type { EntityTable } from 'dexie'
import type { DraftSyncState, FormKind, OutboxOperation } from '../../../shared/domain/outbox'
import type { DocumentUploadGroup } from '../../../shared/domain/document-files'
import type { ProjectDetail } from '../../../shared/schemas/project'
import type { ProposalOnServer } from '../../../shared/schemas/proposal'
import type { GetData } from '../api-client'
import type { LayerFeature } from '../../../shared/geo/lookup'
import { askForPersistentStorage } from '../storage'
import { LOCAL_DB_NAME } from './saved-index'

/** A project saved for offline. Its answers and documents live in the saved-projects cache under `paths`. */
export interface SavedProject {
  projectId: string
  projectNumber: string | null
  title: string
  proponentName: string
  /** The project as the public sees it, for the saved list and the offline search. */
  project: ProjectDetail
  /** The addresses (answers and documents) kept for it in the saved-projects cache. */
  paths: string[]
  documentCount: number
  /** What its answers and documents take, in bytes. */
  bytes: number
  /** When it was saved or last refreshed (ms since 1970). */
  savedAt: number
  /** When the server made the project's answer (its Date): older than savedAt when a copy answered. */
  fetchedAt: number
}

export type DraftKind = 'general' | 'placer' | 'upload'

/** What the proposal calls send beside the form (spec §7), kept with the draft as the form sets them. */
export interface DraftSummary {
  projectTitle: string
  proponentName: string
  isAgent: boolean
  assessmentDistricts: string[]
  firstNations: string[]
  language: 'en' | 'fr'
}

/** A proposal being written on this device; the form is stored as written and migrated when read. */
/** A proposal draft's form and summary, as one save sent them or the server had them. */
export interface DraftVersionRecord {
  form: unknown
  summary: DraftSummary
}

export interface StoredDraft {
  projectId: string
  kind: DraftKind
  /** Whose draft it is: a shared device keeps each person's apart. */
  userId: string
  form: unknown
  summary: DraftSummary
  /** The server's revision this draft was last saved over; null until the server has it. */
  baseRevision: number | null
  /**
   * The draft as the server had it at baseRevision: a save names the fields changed since (decision
   * 0060). Absent on drafts stored before it was kept: their saves name none.
   */
  base?: DraftVersionRecord | null
  /** Last local edit (ms since 1970). */
  updatedAt: number
  syncState: DraftSyncState
  lastError: string | null
  /** Which kind of work the server refused, when lastError is its reason (absent before it happened). */
  failedOp?: OutboxOperation | null
  /** The requirements the registry named when it refused the submission as incomplete, kept and cleared with lastError. */
  missingRequirements?: string[] | null
  /** The draft as the server has it, kept while a conflict waits for the person's choice. */
  serverCopy: ProposalOnServer | null
  /** The fields the server found changed on both sides, while the conflict waits (absent: compare the two versions). */
  conflicts?: string[] | null
  /** The last submission was refused, by the registry or for its documents (absent before it happened). */
  submitFailed?: boolean
  /** Set once the person has asked to submit; the project number once the server numbered it. */
  submitRequested: boolean
  projectNumber: string | null
  /** When the registry last had all of this draft's changes (ms since 1970; absent or null before it did). */
  sentAt?: number | null
  /** Its submission reached the registry and the person has not been told yet (absent: nothing to tell). */
  submissionNoticeDue?: boolean
}

export type AttachmentState = 'staged' | 'uploaded' | 'removed'

/** The kinds of form drafts; each has its form model and migrate step (lib/drafts/form-draft-kinds). */
export type FormDraftKind = FormKind

/** What a sent comment's submission answered: its receipt, and the token its files go with. */
export interface FormDraftReceipt {
  commentId: string
  commentNumber: string
  uploadToken: string
}

/** A query's answer kept with a form draft, so that the form's page opens with no connection. */
export interface KeptAnswer {
  key: readonly unknown[]
  data: unknown
}

/**
 * A form sent once, from its first entry until the registry has it: written here, queued on
 * Submit, sent by the sync engine. A comment is then kept as "awaiting review" until it is
 * published; an information-request answer is dropped once the registry answered it.
 */
export interface StoredFormDraft {
  /** Made by the browser when the form opened (a comment's clientCommentId): its outbox work and files are kept under it. */
  draftId: string
  kind: FormDraftKind
  projectId: string
  /** Whose it is: a signed-in person's id, or ANONYMOUS_OWNER for a visitor who did not sign in. */
  userId: string
  form: unknown
  /** What the send needs beside the form, fixed when it was written (an answer's: the id of the request it answers). */
  facts: { panelReview: boolean; language: 'en' | 'fr'; requestId?: string }
  /** When the form was opened (ms since 1970), and how long it was open when it was submitted. */
  openedAt: number
  fillMilliseconds: number | null
  updatedAt: number
  /** When the person pressed Submit; null while it is still being written. */
  submittedAt: number | null
  syncState: DraftSyncState
  lastError: string | null
  receipt: FormDraftReceipt | null
  /** An answer: the review deadline the registry answered its sending with (absent before). */
  answered?: { reviewDeadline: string | null } | null
  /** An answer: its page's data as last read (the person's own request), to open it with no connection. */
  page?: KeptAnswer[]
}

/** The owner of a form draft written by a visitor who was not signed in (an index cannot hold null). */
export const ANONYMOUS_OWNER = ''

/** A file added to a draft: its bytes stay here until the server has them. */
export interface StoredAttachment {
  id: string
  projectId: string
  /** A proposal's group, or the form draft kind whose file it is. */
  group: DocumentUploadGroup | FormDraftKind
  /** Absent for a document that came from the server, whose bytes are not on this device. */
  blob: Blob | null
  fileName: string
  contentType: string
  size: number
  description: string
  /**
   * The document type it is kept as: a placer required document's category (shared/domain/
   * placer-documents). Absent on files kept before the form had categories, and on every other
   * group's files, which take their group's type; such a placer file is listed without a category
   * until the person moves it into one.
   */
  documentTypeId?: number | null
  state: AttachmentState
  documentId: string | null
  /** The resumable upload this file goes in, and the bytes the server has of it. */
  uploadId: string | null
  received: number
  addedAt: number
  /** Why the server refused this file (absent when it did not). */
  lastError?: string | null
  /** An information-request answer's file: the question it answers (absent otherwise). */
  questionNumber?: number
}

/** A piece of work for the server, sent in seq order per project (shared/domain/outbox.ts). */
export interface OutboxRecord {
  seq?: number
  projectId: string
  op: OutboxOperation
  /**
   * upload, remove, describe: the attachment's id. delete: whose draft it was, since the draft is
   * gone from this device when it is sent. The proposal calls read the draft when first sent and
   * keep what they sent (`sent`): a retry with the same Idempotency-Key sends the same.
   */
  payload: { attachmentId?: string; userId?: string; sent?: DraftVersionRecord }
  idempotencyKey: string
  attempts: number
  nextAttemptAt: number
  lastError: string | null
}

/**
 * A person's My Projects list as the registry last gave it on this device: private to them (it
 * is their answer, read with their session), shown by My Projects when the registry cannot be
 * reached, and removed with their drafts when they log out and choose to.
 */
export interface SavedMyProjects {
  userId: string
  projects: GetData<'/api/projects/my'>['projects']
  /** When it was kept (ms since 1970). */
  savedAt: number
}

/** A placer claim as the device keeps it: enough to find it by grant number and draw it. */
export type KeptClaim = Pick<LayerFeature, 'name' | 'geometry'>

/** A reference layer kept whole on this device, and the layers' version it was kept at. */
export interface KeptLayer {
  kind: 'placer-claims'
  version: string
  demo: boolean
  count: number
  keptAt: number
}

/**
 * The device session's refresh token (decision 0063): it gets a new session without a login while
 * it lasts. Kept with the drafts, not beside the session in localStorage: forgetting an ended session
 * must not forget the way to a new one.
 */
export interface KeptDeviceToken {
  id: 'device'
  userId: string
  token: string
}

export class RegistryDatabase extends Dexie {
  savedProjects!: EntityTable<SavedProject, 'projectId'>
  drafts!: EntityTable<StoredDraft, 'projectId'>
  attachments!: EntityTable<StoredAttachment, 'id'>
  outbox!: EntityTable<OutboxRecord, 'seq'>
  myProjects!: EntityTable<SavedMyProjects, 'userId'>
  formDrafts!: EntityTable<StoredFormDraft, 'draftId'>
  placerClaims!: EntityTable<KeptClaim, 'name'>
  keptLayers!: EntityTable<KeptLayer, 'kind'>
  deviceTokens!: EntityTable<KeptDeviceToken, 'id'>

  constructor(name = LOCAL_DB_NAME) {
    super(name)
    this.version(1).stores({ savedProjects: 'projectId, savedAt' })
    this.version(2).stores({
      drafts: 'projectId, userId, updatedAt',
      attachments: 'id, projectId, [projectId+group]',
      outbox: '++seq, projectId',
    })
    this.version(3).stores({ myProjects: 'userId' })
    this.version(4).stores({ formDrafts: 'draftId, userId, projectId' })
    this.version(5).stores({ placerClaims: 'name', keptLayers: 'kind' })
    this.version(6).stores({ deviceTokens: 'id' })
    // Whatever path stores a person's work here (a new draft, one opened from the registry, a
    // comment being written, a project saved), the browser is asked to keep it, once per page.
    for (const table of [this.drafts, this.formDrafts, this.savedProjects]) table.hook('creating', askOnce)
  }
}

let asked = false
function askOnce(): void {
  if (asked) return
  asked = true
  void askForPersistentStorage()
}

export const localDb = new RegistryDatabase()

/**
 * Whether a failed write ran out of storage. Dexie reports IndexedDB's QuotaExceededError inside
 * an AbortError (its `inner`); Cache Storage rejects with the DOMException itself.
 */
export function isQuotaError(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 4; e = (e as { inner?: unknown }).inner, depth++) {
    if ((e as { name?: unknown }).name === 'QuotaExceededError') return true
  }
  return false
}
