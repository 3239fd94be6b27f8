// Which files a proposal's document groups accept (spec proposals-and-accounts §2, §3, §5), how a
// file's name is cleaned before it is kept, and whether a file's first bytes are what its name
// says. Shared so the browser offers and checks the same kinds the server accepts.
//
// A file's kind is decided by its name's extension; the type the browser declares only has to
// agree with it (browsers disagree about .csv, .kml or .shp, so each kind lists their spellings),
// and the type kept is the kind's own. Nothing is served under a type the registry did not choose.

import type { ProposalKind } from '../schemas/proposal.ts'
import type { ZipLimits } from '../zip/zip-reader.ts'

/** The groups a proposal's documents are uploaded into (documents.role). */
export const DOCUMENT_UPLOAD_GROUPS = ['project', 'proposal', 'proposal-location', 'agent-consent'] as const
export type DocumentUploadGroup = (typeof DOCUMENT_UPLOAD_GROUPS)[number]

export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024
export const MAX_UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024
/** Spec §5 and §9: a document description is at most 50 characters. */
export const MAX_DOCUMENT_DESCRIPTION = 50
/**
 * What an archive kept as a document may unpack to: a folder of reports and photos, or a large
 * spreadsheet (whose XML packs tighter than map files, but not near the ~1000× of a zip bomb). For
 * the documents of the people who run a project: its proponents, intervenors and the office.
 */
export const DOCUMENT_ZIP_LIMITS: ZipLimits = { maxEntries: 10_000, maxTotalBytes: 1024 * 1024 * 1024, maxRatio: 500 }
/**
 * What a comment's or an answer's attachment may unpack to: less than a project's own documents,
 * since anyone may send a comment's, anonymously and twenty at a time, and each is unpacked to be
 * checked (decision 0054).
 */
export const ATTACHMENT_ZIP_LIMITS: ZipLimits = { ...DOCUMENT_ZIP_LIMITS, maxTotalBytes: 200 * 1024 * 1024 }

/** Where a file goes: one of the document groups of one kind of proposal form. */
export interface DocumentSlot {
  form: ProposalKind
  group: DocumentUploadGroup
}

/**
 * Spec §5: the PDF upload takes one proposal file and one agent-consent file; the general form
 * takes one agent-consent file too, but its part 4 takes the proposal as one or more documents.
 */
export function isOneFileSlot({ form, group }: DocumentSlot): boolean {
  return group === 'agent-consent' || (group === 'proposal' && form === 'upload')
}

/**
 * What accepting a proposal makes of each of its waiting documents: the proposal, its supporting
 * documents and its location files become public with it; the agent's consent form, a private
 * arrangement between the proponent and their agent, is kept internal (decision 0064).
 */
export function stateOnAcceptance(group: DocumentUploadGroup): 'public' | 'internal' {
  return group === 'agent-consent' ? 'internal' : 'public'
}

/** document_types ids (server/db/reference/outcomes-and-types.ts) a group's document gets when none is named. */
export const DEFAULT_DOCUMENT_TYPE: Record<DocumentUploadGroup, number> = { project: 2, proposal: 1, 'proposal-location': 3, 'agent-consent': 4 }
/** The types a proponent may give their own documents: proposal, supporting document, location file, agent consent, other. */
export const PROPONENT_DOCUMENT_TYPES: readonly number[] = [1, 2, 3, 4, 21]

export const GROUP_LABEL: Record<DocumentUploadGroup, string> = {
  project: 'supporting document',
  proposal: 'proposal file',
  'proposal-location': 'location file',
  'agent-consent': 'agent consent form',
}
const WITH_ARTICLE: Record<DocumentUploadGroup, string> = {
  project: 'a supporting document',
  proposal: 'a proposal file',
  'proposal-location': 'a location file',
  'agent-consent': 'the agent consent form',
}

export interface FileKind {
  label: string
  extensions: readonly string[]
  /** The type the file is kept and served with. */
  contentType: string
  /** Other types browsers declare for it. */
  aliases: readonly string[]
  /** Whether the first bytes (up to HEAD_BYTES) are a file of this kind. */
  looksRight(head: Uint8Array): boolean
  /** A zip container (a .zip, a KMZ, an Office document): checked whole, as whoever opens it would unpack it, before it is kept. */
  isArchive: boolean
}

/** How much of a file's start the checks look at. */
export const HEAD_BYTES = 4096

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/** PDF readers accept the header anywhere in the first 1024 bytes. */
const isPdf = (head: Uint8Array) => {
  const marker = ascii('%PDF-')
  for (let i = 0; i <= Math.min(1024, head.length - marker.length); i++) if (startsWith(head, marker, i)) return true
  return false
}
const isZip = (head: Uint8Array) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])
const isOle = (head: Uint8Array) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
/** Text: no NUL byte, which every binary format here has early and no text file has. */
const isText = (head: Uint8Array) => !head.includes(0)
const firstSignificant = (head: Uint8Array) => {
  let i = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0
  while (i < head.length && [0x20, 0x09, 0x0a, 0x0d].includes(head[i]!)) i++
  return head[i]
}
const isXml = (head: Uint8Array) => isText(head) && firstSignificant(head) === 0x3c
const isJson = (head: Uint8Array) => isText(head) && [0x7b, 0x5b].includes(firstSignificant(head) ?? 0)
/** .shp and .shx start with the file code 9994, big-endian. */
const isShape = (head: Uint8Array) => startsWith(head, [0x00, 0x00, 0x27, 0x0a])
/** A dBASE header: a known version byte, then a plausible last-update date. */
const isDbf = (head: Uint8Array) =>
  [0x02, 0x03, 0x04, 0x05, 0x30, 0x31, 0x32, 0x43, 0x63, 0x83, 0x8b, 0xcb, 0xf5, 0xfb].includes(head[0] ?? -1) && (head[2] ?? 0) >= 1 && (head[2] ?? 0) <= 12

const kind = (label: string, extensions: string[], contentType: string, aliases: string[], looksRight: (head: Uint8Array) => boolean): FileKind => ({
  label,
  extensions,
  contentType,
  aliases,
  looksRight,
  isArchive: looksRight === isZip,
})

const OOXML = 'application/vnd.openxmlformats-officedocument'
const CSV_TYPES = ['text/plain', 'application/csv', 'text/x-csv', 'text/comma-separated-values', 'application/vnd.ms-excel']

export const FILE_KINDS = {
  pdf: kind('PDF', ['.pdf'], 'application/pdf', ['application/x-pdf'], isPdf),
  doc: kind('Word', ['.doc'], 'application/msword', [], isOle),
  docx: kind('Word', ['.docx'], `${OOXML}.wordprocessingml.document`, [], isZip),
  odt: kind('OpenDocument text', ['.odt'], 'application/vnd.oasis.opendocument.text', [], isZip),
  rtf: kind('Rich Text', ['.rtf'], 'application/rtf', ['text/rtf'], (head) => startsWith(head, ascii('{\\rtf'))),
  xls: kind('Excel', ['.xls'], 'application/vnd.ms-excel', [], isOle),
  xlsx: kind('Excel', ['.xlsx'], `${OOXML}.spreadsheetml.sheet`, [], isZip),
  ods: kind('OpenDocument spreadsheet', ['.ods'], 'application/vnd.oasis.opendocument.spreadsheet', [], isZip),
  ppt: kind('PowerPoint', ['.ppt'], 'application/vnd.ms-powerpoint', [], isOle),
  pptx: kind('PowerPoint', ['.pptx'], `${OOXML}.presentationml.presentation`, [], isZip),
  odp: kind('OpenDocument presentation', ['.odp'], 'application/vnd.oasis.opendocument.presentation', [], isZip),
  csv: kind('CSV', ['.csv'], 'text/csv', CSV_TYPES, isText),
  jpeg: kind('JPEG image', ['.jpg', '.jpeg'], 'image/jpeg', ['image/pjpeg', 'image/jpg'], (head) => startsWith(head, [0xff, 0xd8, 0xff])),
  png: kind('PNG image', ['.png'], 'image/png', [], (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  gif: kind('GIF image', ['.gif'], 'image/gif', [], (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))),
  tiff: kind(
    'TIFF image',
    ['.tif', '.tiff'],
    'image/tiff',
    [],
    (head) => startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]),
  ),
  webp: kind('WebP image', ['.webp'], 'image/webp', [], (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)),
  zip: kind('zip', ['.zip'], 'application/zip', ['application/x-zip-compressed', 'application/x-zip', 'multipart/x-zip'], isZip),
  kml: kind('KML', ['.kml'], 'application/vnd.google-earth.kml+xml', ['application/xml', 'text/xml', 'text/plain'], isXml),
  kmz: kind('KMZ', ['.kmz'], 'application/vnd.google-earth.kmz', ['application/zip', 'application/x-zip-compressed'], isZip),
  gpx: kind('GPX', ['.gpx'], 'application/gpx+xml', ['application/xml', 'text/xml', 'text/plain'], isXml),
  geojson: kind('GeoJSON', ['.geojson', '.json'], 'application/geo+json', ['application/json', 'text/plain', 'text/json'], isJson),
  shp: kind('shapefile', ['.shp', '.shx'], 'application/x-esri-shape', ['application/x-shapefile', 'application/vnd.shp'], isShape),
  dbf: kind('shapefile attributes', ['.dbf'], 'application/x-dbf', ['application/dbase', 'application/x-dbase', 'application/dbf'], isDbf),
  prj: kind('shapefile projection', ['.prj', '.cpg'], 'text/plain', [], isText),
} satisfies Record<string, FileKind>

type KindName = keyof typeof FILE_KINDS

const OFFICE: KindName[] = ['doc', 'docx', 'odt', 'rtf', 'xls', 'xlsx', 'ods', 'ppt', 'pptx', 'odp', 'csv']
const IMAGES: KindName[] = ['jpeg', 'png', 'gif', 'tiff', 'webp']
const LOCATION_FILES: KindName[] = ['zip', 'kml', 'kmz', 'gpx', 'geojson', 'shp', 'dbf', 'prj', 'csv']

/**
 * Supporting documents: PDF, office documents, images and zips. The proposal file is, from part 4
 * of the general form, a written document; the PDF upload's is the filled PDF form (slotKinds).
 * Location files are what part 3 reads (DESIGN "Geo"), with maps as PDF or images. The agent's
 * consent is a signed form: a PDF, a scan or a photo.
 */
export const GROUP_KINDS: Record<DocumentUploadGroup, readonly KindName[]> = {
  project: ['pdf', ...OFFICE, ...IMAGES, 'zip'],
  proposal: ['pdf', 'doc', 'docx', 'odt'],
  'proposal-location': [...LOCATION_FILES, 'pdf', ...IMAGES],
  'agent-consent': ['pdf', 'doc', 'docx', ...IMAGES],
}

/** A comment's attachments: what a supporting document may be (spec §5 sets no other rule for them). */
export const COMMENT_ATTACHMENT_SLOT: DocumentSlot = { form: 'general', group: 'project' }
/** An answer's files, to an information request: what a supporting document may be too. */
export const ANSWER_ATTACHMENT_SLOT: DocumentSlot = { form: 'general', group: 'project' }

/** An intervenor's application and submissions: what a supporting document may be, too. */
export const INTERVENOR_SLOT: DocumentSlot = { form: 'general', group: 'project' }

/** The kinds a slot takes: its group's, but only a PDF for the PDF upload's proposal (§1 "Upload a proposal PDF"). */
function slotKinds({ form, group }: DocumentSlot): readonly KindName[] {
  return form === 'upload' && group === 'proposal' ? ['pdf'] : GROUP_KINDS[group]
}

/** Types a browser sends when it does not know the file's type. */
const UNKNOWN_TYPES = ['', 'application/octet-stream', 'binary/octet-stream', 'application/unknown']

/** The extensions a slot accepts, for a file input's accept attribute. */
export function acceptedExtensions(slot: DocumentSlot): string[] {
  return [...new Set(slotKinds(slot).flatMap((name) => FILE_KINDS[name].extensions))]
}

export function describeAccepted(slot: DocumentSlot): string {
  return acceptedExtensions(slot).join(', ')
}

const MAX_NAME_LENGTH = 200

/**
 * The name a file is kept under: its last path segment (browsers of old sent whole paths), with no
 * control or direction-changing characters that disguise an extension, no characters Windows
 * refuses, no leading dots, and at most 200 characters keeping the extension. '' when nothing is left.
 */
export function sanitizeFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? ''
  let clean = last
    .normalize('NFC')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .trim()
    .replace(/^[. ]+/, '')
    .replace(/[. ]+$/, '')
  if (clean.length > MAX_NAME_LENGTH) {
    const dot = clean.lastIndexOf('.')
    const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : ''
    clean = clean.slice(0, MAX_NAME_LENGTH - extension.length).trimEnd() + extension
  }
  return clean
}

export type FileCheck = { ok: true; kind: FileKind } | { ok: false; message: string }

/** Whether a slot takes a file of this (already sanitized) name and declared type. */
export function checkFileKind(slot: DocumentSlot, fileName: string, declaredType: string): FileCheck {
  const lower = fileName.toLowerCase()
  const kinds = slotKinds(slot).map((name) => FILE_KINDS[name])
  const found = kinds.find((k) => k.extensions.some((extension) => lower.endsWith(extension) && lower.length > extension.length))
  if (!found) return { ok: false, message: `Only these kinds of file can be attached as ${WITH_ARTICLE[slot.group]}: ${describeAccepted(slot)}.` }
  const declared = declaredType.split(';')[0]!.trim().toLowerCase()
  if (!UNKNOWN_TYPES.includes(declared) && declared !== found.contentType && !found.aliases.includes(declared)) {
    return { ok: false, message: `The file’s type (${declared}) does not match its name (${fileName}).` }
  }
  return { ok: true, kind: found }
}

/** Whether a file's first bytes are what its kind says; a message when they are not. */
export function checkFileContent(kind: FileKind, fileName: string, head: Uint8Array): string | null {
  return kind.looksRight(head) ? null : `The contents of ${fileName} do not match its name (${kind.label} expected).`
}
