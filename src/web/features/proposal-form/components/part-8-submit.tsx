// Part 8: anything else the proponent wants to say, and Submit proposal. After a refused submit it
// lists the earlier parts that still lack required fields, each a way back to that part.
import { useLingui } from '@lingui/react/macro'
import { partsMissingRequired } from '../../../../shared/proposal-form/general-form-rules'
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor'
import { PART_TITLES } from './part-titles'
import type { PartProps } from './part-props'
import { SubmitProposal } from './submit-proposal'

interface Props extends PartProps {
  onGoToPart: (part: number) => void
  onSubmit: () => void
  submitting?: boolean
}

export function Part8Submit({ form, onChange, showErrors, attachments, refusedParts, onGoToPart, onSubmit, submitting }: Props) {
  const { t } = useLingui()
  return (
    <>
      <LazyRichTextEditor
        id="gf-additionalInformation"
        label={t`Additional information`}
        value={form.additionalInformation}
        onChange={(v) => onChange({ additionalInformation: v })}
      />
      <SubmitProposal
        showErrors={showErrors}
        missingParts={partsMissingRequired(form, attachments, refusedParts)}
        titles={PART_TITLES}
        onGoToPart={onGoToPart}
        onSubmit={onSubmit}
        submitting={submitting}
      />
    </>
  )
}
