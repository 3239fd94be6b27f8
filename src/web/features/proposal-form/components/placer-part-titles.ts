// The names of the placer form's 8 parts (spec proposals-and-accounts §2 "Placer-mining form"), for
// its side navigation and each part's heading.
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PlacerDocumentIssuer } from '../../../../shared/domain/placer-documents'

export const PLACER_PART_TITLES: Record<number, MessageDescriptor> = {
  1: msg`Proponent details`,
  2: msg`Required documents`,
  3: msg`Location by claims`,
  4: msg`Project activities`,
  5: msg`Adverse effects and mitigations`,
  6: msg`Additional information`,
  7: msg`Review of mitigations`,
  8: msg`Submit information`,
}

/** Spec §9: who issues the placer form's required documents, heading their categories. */
export const PLACER_DOCUMENT_ISSUER_NAMES: Record<PlacerDocumentIssuer, MessageDescriptor> = {
  government: msg`Government forms`,
  fisheries: msg`Fisheries department`,
  'water-board': msg`Water board forms`,
  other: msg`Other`,
}

/** Spec §9: the placer form's required document categories, by the document type each is kept as (shared/domain/placer-documents). */
export const PLACER_DOCUMENT_CATEGORY_NAMES: Record<number, MessageDescriptor> = {
  22: msg`Class 3 Placer Mining Land Use Approval Application`,
  23: msg`Environmental Health Services Work Camp Form`,
  24: msg`Fuel Spill Contingency Plans`,
  25: msg`Claim Status Report`,
  26: msg`Fish Habitat Design, Operation and Reclamation Worksheets`,
  27: msg`Water Licence and Mining Land Use Approval Application`,
  28: msg`Schedule 4 Application`,
  21: msg`Other`,
}
