// The names of the placer form's 8 parts (spec proposals-and-accounts §2 "Placer-mining form"), for
// its side navigation and each part's heading.
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

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

/** Spec §9: the placer form's required document categories, by who issues the form. */
export const PLACER_DOCUMENT_CATEGORIES: { issuer: MessageDescriptor; categories: MessageDescriptor[] }[] = [
  {
    issuer: msg`Government forms`,
    categories: [msg`Class 3 Placer Mining Land Use Approval Application`, msg`Environmental Health Services Work Camp Form`, msg`Fuel Spill Contingency Plans`, msg`Claim Status Report`],
  },
  { issuer: msg`Fisheries department`, categories: [msg`Fish Habitat Design, Operation and Reclamation Worksheets`] },
  { issuer: msg`Water board forms`, categories: [msg`Water Licence and Mining Land Use Approval Application`, msg`Schedule 4 Application`] },
  { issuer: msg`Other`, categories: [msg`Other`] },
]
