// A draft's archive (decision 0061): one zip a person makes of a proposal draft on their device, to
// open it on another device or send it to the office by other means. manifest.json at its root says
// what it is and holds the form's data; the files sit beside it under files/. This schema is what an
// archive's manifest must be before anything of it is kept; the format's name and version are read
// first, so that another zip, or one a newer release made, is told apart from a damaged one.
import * as v from 'valibot'
import { DOCUMENT_UPLOAD_GROUPS } from '../domain/document-files.ts'
import { Uuid } from './common.ts'
import { PROPOSAL_KINDS } from './proposal.ts'

export const DRAFT_ARCHIVE_FORMAT = 'yukon-registry-draft'
/** Raised when a release writes what an older one would misread; an older release then refuses the archive as newer. */
export const DRAFT_ARCHIVE_VERSION = 1
export const MANIFEST_NAME = 'manifest.json'

const Name = v.pipe(v.string(), v.minLength(1), v.maxLength(255))
const Count = v.pipe(v.number(), v.integer(), v.minValue(0))
const Ids = v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(100))

/** A file the archive holds. */
export const DraftArchiveFile = v.object({
  /** Where its bytes are in the archive. */
  path: v.pipe(v.string(), v.startsWith('files/'), v.maxLength(400)),
  group: v.picklist(DOCUMENT_UPLOAD_GROUPS),
  description: v.pipe(v.string(), v.maxLength(500)),
  name: Name,
  type: v.pipe(v.string(), v.maxLength(255)),
  size: Count,
  /** Lower-case hex of the SHA-256 of its bytes: a file that does not match is damaged. */
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  /** The placer form's category of a required document; null for a group's own type. */
  documentTypeId: v.nullable(v.pipe(v.number(), v.integer())),
  /** The registry's document, when the registry had the file as the archive was made. */
  documentId: v.nullable(Uuid),
})
export type DraftArchiveFile = v.InferOutput<typeof DraftArchiveFile>

/** A file of the draft the device could not put in (only on the registry, with no connection to fetch it). */
export const LeftOutFile = v.object({
  group: v.picklist(DOCUMENT_UPLOAD_GROUPS),
  name: Name,
  description: v.pipe(v.string(), v.maxLength(500)),
})
export type LeftOutFile = v.InferOutput<typeof LeftOutFile>

export const DraftArchiveManifest = v.object({
  format: v.literal(DRAFT_ARCHIVE_FORMAT),
  formatVersion: v.literal(DRAFT_ARCHIVE_VERSION),
  exportedAt: v.pipe(v.string(), v.isoTimestamp()),
  kind: v.picklist(PROPOSAL_KINDS),
  /** The version of the form's data (form1), which the importing device brings up to its own. */
  formVersion: Count,
  projectId: Uuid,
  title: v.pipe(v.string(), v.maxLength(500)),
  /** What the proposal calls send beside the form. */
  summary: v.object({
    projectTitle: v.pipe(v.string(), v.maxLength(500)),
    proponentName: v.pipe(v.string(), v.maxLength(500)),
    isAgent: v.boolean(),
    assessmentDistricts: Ids,
    firstNations: Ids,
    language: v.picklist(['en', 'fr']),
  }),
  /** The registry's revision the draft was last saved over; null when the registry never had it. */
  baseRevision: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  form: v.record(v.string(), v.unknown()),
  files: v.pipe(v.array(DraftArchiveFile), v.maxLength(1000)),
  leftOut: v.pipe(v.array(LeftOutFile), v.maxLength(1000)),
})
export type DraftArchiveManifest = v.InferOutput<typeof DraftArchiveManifest>
