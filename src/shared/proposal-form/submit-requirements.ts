// What a proposal's submit lacks, by the rules its own form applies in the browser (spec
// proposals-and-accounts §5): the server refuses a submit with this list, so browser and server
// never disagree on what may be submitted. The form is read as stored (form1, of its kind) and the
// files are the documents the server holds for it, by upload group.
import type { DocumentUploadGroup } from '../domain/document-files.ts'
import type { ProposalKind } from '../schemas/proposal.ts'
import { generalMissing } from './general-form-rules.ts'
import { migrateGeneralForm } from './migrate-general-form.ts'
import { migratePlacerForm } from './placer-form.ts'
import { placerMissing } from './placer-form-rules.ts'
import { readUploadForm, uploadMissing } from './upload-form.ts'

/** How many files of each group the proposal has. */
export type ProposalFileCounts = Record<DocumentUploadGroup, number>

/** The requirements a submit lacks ('form1' when the form cannot be read as its kind). */
export function submitMissing(kind: ProposalKind, form1: unknown, files: ProposalFileCounts): string[] {
  switch (kind) {
    case 'general': {
      const read = migrateGeneralForm(form1)
      if (!read.ok) return ['form1']
      return generalMissing(read.form, { locationFiles: files['proposal-location'], agentConsentFiles: files['agent-consent'] })
    }
    case 'upload': {
      const form = readUploadForm(form1)
      if (!form) return ['form1']
      return uploadMissing(form, { proposal: files.proposal, agentConsent: files['agent-consent'] })
    }
    case 'placer': {
      const read = migratePlacerForm(form1)
      if (!read.ok) return ['form1']
      // The placer form's required documents (part 2) are its supporting documents.
      return placerMissing(read.form, { documents: files.project, agentConsentFiles: files['agent-consent'] })
    }
  }
}
