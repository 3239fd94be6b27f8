// The placer form's required document categories (spec proposals-and-accounts §2 part 2, §9), in
// the order the form shows them, grouped by who issues the form. A file uploaded in a category is
// kept as a document of that category's type (documents.document_type_id, named in both languages
// in the document_types reference list), so the office, the documents lists and the read-only view
// see which category each file was uploaded in; "Other" is the registry's own Other type.
import { DEFAULT_DOCUMENT_TYPE, PROPONENT_DOCUMENT_TYPES } from './document-files.ts'
import type { DocumentSlot } from './document-files.ts'
import { PROJECT_TYPE, stageByCode } from './stages.ts'

export const PLACER_DOCUMENT_ISSUERS = ['government', 'fisheries', 'water-board', 'other'] as const
export type PlacerDocumentIssuer = (typeof PLACER_DOCUMENT_ISSUERS)[number]

export interface PlacerDocumentCategory {
  issuer: PlacerDocumentIssuer
  /** The document type a file of this category is kept as. */
  documentTypeId: number
}

export const PLACER_DOCUMENT_CATEGORIES: readonly PlacerDocumentCategory[] = [
  { issuer: 'government', documentTypeId: 22 },
  { issuer: 'government', documentTypeId: 23 },
  { issuer: 'government', documentTypeId: 24 },
  { issuer: 'government', documentTypeId: 25 },
  { issuer: 'fisheries', documentTypeId: 26 },
  { issuer: 'water-board', documentTypeId: 27 },
  { issuer: 'water-board', documentTypeId: 28 },
  { issuer: 'other', documentTypeId: 21 },
]

export const PLACER_CATEGORY_TYPE_IDS: readonly number[] = PLACER_DOCUMENT_CATEGORIES.map((c) => c.documentTypeId)

/** Whether a document's type is one of the placer categories (a file kept before categories, or with no type, is not). */
export function isPlacerCategory(documentTypeId: number | null | undefined): documentTypeId is number {
  return documentTypeId !== null && documentTypeId !== undefined && PLACER_CATEGORY_TYPE_IDS.includes(documentTypeId)
}

/** The placer form's required documents are its project group's files. */
export function takesPlacerCategories(slot: DocumentSlot): boolean {
  return slot.form === 'placer' && slot.group === 'project'
}

/** The types a proponent may give a document of this slot: the placer form's required documents also take their categories' types. */
export function proponentDocumentTypes(slot: DocumentSlot): readonly number[] {
  return takesPlacerCategories(slot) ? [...new Set([...PROPONENT_DOCUMENT_TYPES, ...PLACER_CATEGORY_TYPE_IDS])] : PROPONENT_DOCUMENT_TYPES
}

/** The stages a proposal's own documents are uploaded in; documents added later are the project's. */
const PROPOSAL_STAGES: readonly string[] = [
  stageByCode(PROJECT_TYPE.evaluation, 'DRAFT').stageId,
  stageByCode(PROJECT_TYPE.evaluation, 'PROPOSAL_CHECK').stageId,
]

/**
 * A placer proposal's required documents among its project's documents: uploaded with the proposal
 * (while a draft or at Proposal Check), in a category or as the plain supporting document a file
 * kept before the form had categories became.
 */
export function placerRequiredDocuments<T extends { documentTypeId: number | null; stageUploaded: string | null }>(documents: readonly T[]): T[] {
  return documents.filter(
    (d) =>
      d.stageUploaded !== null &&
      PROPOSAL_STAGES.includes(d.stageUploaded) &&
      (isPlacerCategory(d.documentTypeId) || d.documentTypeId === DEFAULT_DOCUMENT_TYPE.project),
  )
}

/** The categories under each issuer, in the form's order. */
export function placerCategoriesByIssuer(): { issuer: PlacerDocumentIssuer; categories: PlacerDocumentCategory[] }[] {
  return PLACER_DOCUMENT_ISSUERS.map((issuer) => ({ issuer, categories: PLACER_DOCUMENT_CATEGORIES.filter((c) => c.issuer === issuer) }))
}

/**
 * A placer proposal's documents by category, in the form's order, then those of no category (kept
 * before the form had categories, or given another type) under null; empty categories are left out.
 */
export function documentsByPlacerCategory<T extends { documentTypeId: number | null }>(
  documents: readonly T[],
): { documentTypeId: number | null; documents: T[] }[] {
  const groups: { documentTypeId: number | null; documents: T[] }[] = PLACER_CATEGORY_TYPE_IDS.map((documentTypeId) => ({
    documentTypeId,
    documents: documents.filter((d) => d.documentTypeId === documentTypeId),
  }))
  groups.push({ documentTypeId: null, documents: documents.filter((d) => !isPlacerCategory(d.documentTypeId)) })
  return groups.filter((g) => g.documents.length > 0)
}
