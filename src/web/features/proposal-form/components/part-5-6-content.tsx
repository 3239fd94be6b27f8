// Parts 5 and 6: the project's purpose and description, and the environmental and socio-economic
// conditions where it takes place, each as rich text.
import { useLingui } from '@lingui/react/macro'
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor'
import type { PartProps } from './part-props'

export function Part5Description({ form, onChange }: PartProps) {
  const { t } = useLingui()
  return (
    <>
      <LazyRichTextEditor
        id="gf-projectPurpose"
        label={t`Purpose of the project`}
        value={form.projectPurpose}
        onChange={(v) => onChange({ projectPurpose: v })}
      />
      <LazyRichTextEditor
        id="gf-projectDescription"
        label={t`Project description`}
        value={form.projectDescription}
        onChange={(v) => onChange({ projectDescription: v })}
      />
    </>
  )
}

export function Part6Conditions({ form, onChange }: PartProps) {
  const { t } = useLingui()
  return (
    <>
      <LazyRichTextEditor
        id="gf-environmentalConditions"
        label={t`Environmental conditions`}
        value={form.environmentalConditions}
        onChange={(v) => onChange({ environmentalConditions: v })}
      />
      <LazyRichTextEditor
        id="gf-socioEconomicConditions"
        label={t`Socio-economic conditions`}
        value={form.socioEconomicConditions}
        onChange={(v) => onChange({ socioEconomicConditions: v })}
      />
    </>
  )
}
