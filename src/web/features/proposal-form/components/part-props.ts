// What each part of the general form is given by GeneralFormBody.
import type { ReactNode } from 'react'
import type { GeneralForm } from '../../../../shared/proposal-form/general-form'
import type { FormAttachments } from '../../../../shared/proposal-form/general-form-rules'

export type DocumentGroup = 'project' | 'proposal' | 'proposal-location' | 'agent-consent'

/** A group's files (of one placer category when documentTypeId is given); `label` names its file button for screen readers, as a page has several. */
export type RenderDocuments = (props: { group: DocumentGroup; label: string; documentTypeId?: number }) => ReactNode

export interface PartProps {
  form: GeneralForm
  onChange: (patch: Partial<GeneralForm>) => void
  /** After a submit attempt: required fields are marked. */
  showErrors: boolean
  attachments: FormAttachments
  /** The parts the registry named when it refused the submit (marked with those the form finds incomplete). */
  refusedParts: readonly number[]
}
