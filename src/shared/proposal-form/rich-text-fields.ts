// Which fields of each kind of proposal form hold rich text (spec proposals-and-accounts §3): the
// server reduces these to the allow-list before it stores a draft, as the browser's editor does
// before it sends one. Every other field is plain text, shown as text, never as HTML.
import type { ProposalKind } from '../schemas/proposal.ts'
import type { GeneralForm } from './general-form.ts'

const GENERAL_RICH_TEXT = [
  'projectPurpose',
  'projectDescription',
  'environmentalConditions',
  'socioEconomicConditions',
  'additionalInformation',
] as const satisfies readonly (keyof GeneralForm)[]

export const RICH_TEXT_FIELDS: Readonly<Record<ProposalKind, readonly string[]>> = {
  general: GENERAL_RICH_TEXT,
  // The placer form's one rich-text field, as the spec names it.
  placer: ['additionalInformationEditor'],
  upload: [],
}

/** The form with each of its rich-text fields passed through `clean`; a field that is not text is left to the form's reader. */
export function withCleanRichText(kind: ProposalKind, form: Record<string, unknown>, clean: (html: string) => string): Record<string, unknown> {
  const cleaned = { ...form }
  for (const field of RICH_TEXT_FIELDS[kind]) {
    const value = cleaned[field]
    if (typeof value === 'string') cleaned[field] = clean(value)
  }
  return cleaned
}
