// Searching inside documents (issue 31 item 5, decision 0083): the home search's documents grouped
// under their projects, and the matches of a project's Documents tab filter, each with the passage
// that matched as plain pieces (a client marks the matched ones; nothing is HTML).
import * as v from 'valibot'
import { StatusOk } from './common.ts'

const q = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(200, 'may be at most 200 characters'))
const lang = v.optional(v.picklist(['en', 'fr'], 'must be en or fr'))

export const DocumentSearchQuery = v.object({ q, lang })
export const ProjectDocumentTextQuery = v.object({ q: v.optional(q), lang })

export const PassagePiece = v.object({ text: v.string(), match: v.boolean() })

export const DocumentTextMatch = v.object({
  documentId: v.string(),
  documentNumber: v.nullable(v.string()),
  description: v.string(),
  fileName: v.string(),
  /** The file the public downloads (the redacted copy when there is one). */
  uploadId: v.string(),
  /** Where the words were found, in pieces; those with match true are the words themselves. */
  passage: v.array(PassagePiece),
})
export type DocumentTextMatch = v.InferOutput<typeof DocumentTextMatch>

export const DocumentSearchProject = v.object({
  projectId: v.string(),
  projectNumber: v.nullable(v.string()),
  title: v.string(),
  documents: v.array(DocumentTextMatch),
})
export type DocumentSearchProject = v.InferOutput<typeof DocumentSearchProject>

export const DocumentSearchResponse = v.object({
  status: StatusOk,
  projects: v.array(DocumentSearchProject),
  /** More documents matched than were listed: the reader should add words. */
  more: v.boolean(),
})

export const ProjectDocumentTextResponse = v.object({
  status: StatusOk,
  /** Documents of the project whose text matches q (none without q). */
  matches: v.array(DocumentTextMatch),
  /** The project's PDFs with no text to search (scans without a text layer). */
  noText: v.array(v.string()),
})
