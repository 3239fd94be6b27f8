import { describe, expect, it } from 'vitest'
import { PROPONENT_DOCUMENT_TYPES } from './document-files'
import {
  documentsByPlacerCategory,
  isPlacerCategory,
  PLACER_CATEGORY_TYPE_IDS,
  placerCategoriesByIssuer,
  placerRequiredDocuments,
  proponentDocumentTypes,
} from './placer-documents'
import { PROJECT_TYPE, stageByCode } from './stages'

describe('the placer form’s required document categories', () => {
  it('are the spec’s eight, under their four issuers, Other last', () => {
    expect(placerCategoriesByIssuer().map(({ issuer, categories }) => [issuer, categories.length])).toEqual([
      ['government', 4],
      ['fisheries', 1],
      ['water-board', 2],
      ['other', 1],
    ])
    expect(new Set(PLACER_CATEGORY_TYPE_IDS).size).toBe(8)
    expect(PLACER_CATEGORY_TYPE_IDS.at(-1)).toBe(21)
  })

  it('are types only the placer form’s required documents take', () => {
    expect(proponentDocumentTypes({ form: 'placer', group: 'project' })).toEqual(
      expect.arrayContaining([...PROPONENT_DOCUMENT_TYPES, ...PLACER_CATEGORY_TYPE_IDS]),
    )
    expect(proponentDocumentTypes({ form: 'general', group: 'project' })).toEqual(PROPONENT_DOCUMENT_TYPES)
    expect(proponentDocumentTypes({ form: 'placer', group: 'agent-consent' })).toEqual(PROPONENT_DOCUMENT_TYPES)
    expect([isPlacerCategory(25), isPlacerCategory(2), isPlacerCategory(null), isPlacerCategory(undefined)]).toEqual([true, false, false, false])
  })

  it('list a proposal’s documents in the form’s order, those of no category last, and leave out empty categories', () => {
    const documents = [
      { name: 'other.pdf', documentTypeId: 21 },
      { name: 'old.pdf', documentTypeId: 2 },
      { name: 'claims.pdf', documentTypeId: 25 },
      { name: 'class3.pdf', documentTypeId: 22 },
      { name: 'none.pdf', documentTypeId: null },
      { name: 'claims-2.pdf', documentTypeId: 25 },
    ]
    expect(documentsByPlacerCategory(documents).map((g) => [g.documentTypeId, g.documents.map((d) => d.name)])).toEqual([
      [22, ['class3.pdf']],
      [25, ['claims.pdf', 'claims-2.pdf']],
      [21, ['other.pdf']],
      [null, ['old.pdf', 'none.pdf']],
    ])
  })

  it('are, on a project, the documents uploaded with the proposal in a category or as a plain supporting document', () => {
    const stage = (code: string) => stageByCode(PROJECT_TYPE.evaluation, code).stageId
    const documents = [
      { name: 'claims.pdf', documentTypeId: 25, stageUploaded: stage('DRAFT') },
      { name: 'old.pdf', documentTypeId: 2, stageUploaded: stage('DRAFT') },
      { name: 'late.pdf', documentTypeId: 25, stageUploaded: stage('PROPOSAL_CHECK') },
      { name: 'consent.pdf', documentTypeId: 4, stageUploaded: stage('DRAFT') },
      { name: 'added.pdf', documentTypeId: 21, stageUploaded: stage('ADEQUACY_REVIEW') },
      { name: 'imported.pdf', documentTypeId: 21, stageUploaded: null },
    ]
    expect(placerRequiredDocuments(documents).map((d) => d.name)).toEqual(['claims.pdf', 'old.pdf', 'late.pdf'])
  })
})
